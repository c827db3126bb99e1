export { ActivitiesScreen, type ActivitiesScreenProps } from './ActivitiesScreen.tsx';
