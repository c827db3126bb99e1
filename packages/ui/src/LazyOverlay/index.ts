export {
  type ArrivalProps,
  lazyOverlay,
  overlayPreloadTasks,
  popoverStandInProps,
  preloadOverlays,
  type StandInProps,
  useArrivalFocus,
} from './lazyOverlay.tsx';
