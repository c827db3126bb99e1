export * from '../startupData.ts';
export * from './StartupNotice.tsx';
