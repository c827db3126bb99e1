export * from './CopyButton/index.ts';
export * from './ThemeRoot/index.ts';
export * from './tokens/index.ts';
