export {
  allThemeModes,
  phoneAndDesktopModes,
  phoneModes,
  type VisualMode,
  type VisualModes,
  visualShots,
  visualViewport,
} from './visualModes.ts';
