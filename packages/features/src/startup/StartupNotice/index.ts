export * from './StartupNotice.tsx';
export * from '../startupData.ts';
