import { fontFamilies, fontSizes, fontWeights, radii, shadows, space, themes } from '@portal/ui/tokens';
import { globalStyle } from '@vanilla-extract/css';

// The themed root fills the window, so the page background is the theme's, top to bottom.
globalStyle('html, body, #root', { height: '100%' });

/**
 * The pages drawn before or without the app's theme (its variables arrive with React) take the
 * product theme's values here, at build time.
 */
const bootTheme = themes.portal;

/**
 * What the page shows before the scripts have run (index.html's #boot-status): on slow 4G the app
 * needs a few seconds, and a blank page says nothing. The theme's background and muted text; React
 * replaces it on its first render.
 */
globalStyle('#boot-status', {
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  margin: 0,
  background: bootTheme.background,
  color: bootTheme.textMuted,
  font: `${fontWeights.regular} ${fontSizes.md}/1.5 ${fontFamilies.body}`,
});

/**
 * The page of a start that failed (boot/BootError.tsx), drawn as the maintenance page is: a card in
 * the middle of the window. Without the app's theme or its design system (it must draw whatever
 * failed to load). It was the browser's own serif, flush against the window's edge.
 */
globalStyle('.boot-error', {
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  minHeight: '100%',
  margin: 0,
  padding: space.lg,
  background: bootTheme.background,
  color: bootTheme.text,
  font: `${fontWeights.regular} ${fontSizes.md}/1.5 ${fontFamilies.body}`,
});
globalStyle('.boot-error > section', {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 480,
  padding: space.xxl,
  background: bootTheme.surface,
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
  '@media': { '(forced-colors: active)': { outline: '1px solid CanvasText' } },
});
globalStyle('.boot-error h1', {
  margin: `0 0 ${space.md}`,
  fontSize: fontSizes.xl,
  fontWeight: fontWeights.bold,
  lineHeight: 1.3,
});
globalStyle('.boot-error p', { margin: `0 0 ${space.lg}` });
// The technical message, for support: set apart, and wrapped however long.
globalStyle('.boot-error code', {
  display: 'block',
  padding: space.md,
  borderRadius: radii.md,
  background: bootTheme.background,
  color: bootTheme.textMuted,
  font: `${fontWeights.regular} ${fontSizes.sm}/1.5 ${fontFamilies.mono}`,
  overflowWrap: 'anywhere',
});
globalStyle('.boot-error button', {
  minHeight: '44px',
  padding: `0 ${space.xl}`,
  border: 0,
  borderRadius: radii.pill,
  background: bootTheme.primary,
  color: bootTheme.onPrimary,
  font: `${fontWeights.semibold} ${fontSizes.md}/1 ${fontFamilies.body}`,
  cursor: 'pointer',
});
globalStyle('.boot-error button:focus-visible', {
  outline: `2px solid ${bootTheme.focus}`,
  outlineOffset: '2px',
});
