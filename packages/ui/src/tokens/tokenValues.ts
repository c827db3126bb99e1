import { fontFamilies, fontSizes, fontWeights, radii, space } from './scales.ts';
import { type ThemeName, themes } from './themes.ts';

/** Elevation: cards lie on the page, dialogs and menus float over it. */
export const shadows = {
  raised: '0 1px 3px rgba(15, 23, 42, 0.12), 0 1px 2px rgba(15, 23, 42, 0.08)',
  overlay: '0 10px 30px rgba(15, 23, 42, 0.2)',
} as const;

/** What every theme shares: the scales of the contract that are not colours. */
export const sharedTokens = {
  space,
  radius: radii,
  font: { family: fontFamilies, size: fontSizes, weight: fontWeights },
  shadow: shadows,
} as const;

/**
 * A theme's values for the whole contract (`vars` in theme.css.ts): what `createTheme` gets, and
 * what the tokens page of Storybook lists, so the page can never disagree with the styles.
 */
export function themeTokens(name: ThemeName) {
  return { color: themes[name], ...sharedTokens };
}
