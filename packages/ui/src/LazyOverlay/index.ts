export {
  type ArrivalProps,
  lazyOverlay,
  overlayPreloadTasks,
  popoverStandInProps,
  type StandInProps,
  useArrivalFocus,
} from './lazyOverlay.tsx';
