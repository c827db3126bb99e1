export * from './ChatPanel/index.ts';
export * from './model.ts';
