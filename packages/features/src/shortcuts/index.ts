export * from './model.ts';
export * from './ShortcutsBar/index.ts';
