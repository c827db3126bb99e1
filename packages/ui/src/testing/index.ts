export {
  allThemeModes,
  phoneAndDesktopModes,
  phoneModes,
  type VisualMode,
  type VisualModes,
  visualShots,
  visualViewport,
  visualWidths,
} from './visualModes.ts';
