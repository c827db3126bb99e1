export * from './AdvisorCard/index.ts';
export * from './MeetingScheduler/index.ts';
export * from './model.ts';
