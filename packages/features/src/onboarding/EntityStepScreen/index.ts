export { EntityStepScreen, type EntityStepScreenProps } from './EntityStepScreen.tsx';
