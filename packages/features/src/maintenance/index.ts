export * from './MaintenancePage/index.ts';
export * from './model.ts';
