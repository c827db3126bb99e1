export { allThemeModes, allThemesTag, defaultThemeModes, type VisualMode } from './visualModes.ts';
