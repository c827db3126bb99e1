export * from './contrast.ts';
export * from './scales.ts';
export { themeClass, vars } from './theme.css.ts';
export * from './themes.ts';
export { shadows, themeTokens } from './tokenValues.ts';
