export { MeetingScheduler, type MeetingSchedulerProps } from './MeetingScheduler.tsx';
