export { Meter, ProgressBar } from './ProgressBar.tsx';
