import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { fontFamilies, fontSizes, fontWeights, radii, space } from './scales.ts';
import { type ThemeColors, type ThemeName, themeNames, themes } from './themes.ts';

const colorShape: Record<keyof ThemeColors, null> = {
  background: null,
  text: null,
  textMuted: null,
  surface: null,
  surfaceSunken: null,
  border: null,
  primary: null,
  onPrimary: null,
  primaryText: null,
  primarySoft: null,
  accent: null,
  onAccent: null,
  danger: null,
  onDanger: null,
  success: null,
  onSuccess: null,
  focus: null,
  overlay: null,
};

/** The contract every theme fills: components read `vars.*`, never raw values. */
export const vars = createThemeContract({
  color: colorShape,
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
  },
  shadow: { raised: null, overlay: null },
});

const shared = {
  space,
  radius: radii,
  font: { family: fontFamilies, size: fontSizes, weight: fontWeights },
  shadow: {
    raised: '0 1px 3px rgba(15, 23, 42, 0.12), 0 1px 2px rgba(15, 23, 42, 0.08)',
    overlay: '0 10px 30px rgba(15, 23, 42, 0.2)',
  },
};

/** One class per theme; put it on a root element (ThemeRoot does) to switch themes at run time. */
export const themeClass = Object.fromEntries(
  themeNames.map((name) => [name, createTheme(vars, { color: themes[name], ...shared }, `theme-${name}`)]),
) as Record<ThemeName, string>;

globalStyle('html', { colorScheme: 'light' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
