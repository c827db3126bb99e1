import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { type ThemeColors, type ThemeName, themeNames } from './themes.ts';
import { themeTokens } from './tokenValues.ts';

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

/** One class per theme; put it on a root element (ThemeRoot does) to switch themes at run time. */
export const themeClass = Object.fromEntries(
  themeNames.map((name) => [name, createTheme(vars, themeTokens(name), `theme-${name}`)]),
) as Record<ThemeName, string>;

globalStyle('html', { colorScheme: 'light' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
