export * from './Button/index.ts';
export * from './ConfirmationDialog/index.ts';
export * from './CopyButton/index.ts';
export * from './Dialog/index.ts';
export * from './ErrorDialog/index.ts';
export * from './MessageDialog/index.ts';
export * from './ThemeRoot/index.ts';
export * from './tokens/index.ts';
