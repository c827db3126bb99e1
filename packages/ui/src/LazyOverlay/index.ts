export { type ArrivalProps, lazyOverlay, preloadOverlays, type StandInProps } from './lazyOverlay.tsx';
