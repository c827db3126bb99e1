export * from './model.ts';
export * from './SideMenu/index.ts';
