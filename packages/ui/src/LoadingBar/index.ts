export { LoadingBar, type LoadingBarProps } from './LoadingBar.tsx';
export { loadingBarHideDelayMs } from './loadingBarTiming.ts';
