export { type ShareBarItem, ShareBars, type ShareBarsProps } from './ShareBars.tsx';
