export { PendingFundings } from './PendingFundings.tsx';
