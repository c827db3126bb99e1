export * from './globalErrorHandler.ts';
export * from './monitoring.ts';
