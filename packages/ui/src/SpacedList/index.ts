export { SpacedList } from './SpacedList.tsx';
