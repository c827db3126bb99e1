export * from './InboxButton/index.ts';
export * from './InboxPanel/index.ts';
export * from './model.ts';
