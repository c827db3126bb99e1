export { EntityScreen } from './EntityScreen.tsx';
