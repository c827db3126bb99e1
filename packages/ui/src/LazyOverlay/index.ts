export {
  type ArrivalProps,
  lazyOverlay,
  popoverStandInProps,
  preloadOverlays,
  type StandInProps,
  useArrivalFocus,
} from './lazyOverlay.tsx';
