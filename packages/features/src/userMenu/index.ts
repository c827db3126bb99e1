export * from './model.ts';
export * from './PortalUserMenu/index.ts';
