export { inForcedColors, inReducedMotion, type SystemColor, systemColor } from './media.ts';
export {
  allThemeModes,
  desktopModes,
  drawnByItsScreen,
  otherThemeModes,
  phoneAndDesktopModes,
  phoneModes,
  phoneOnlyModes,
  type VisualMode,
  type VisualModes,
  visualShots,
  visualViewport,
} from './visualModes.ts';
