export { ActivityLog, type ActivityLogProps } from './ActivityLog.tsx';
