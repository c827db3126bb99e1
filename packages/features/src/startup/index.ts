export * from './StartupNotice/index.ts';
