import type { ScheduledDeposit } from '@portal/platform';

export type ScheduleChange = 'pause' | 'resume' | 'cancel';

/**
 * Whether a change of a scheduled deposit holds in the goal's schedule as the server has it now
 * (docs/RULES.md#scheduled-deposits): cancelled, there is none; paused, it is paused; resumed, it
 * is active. Read after a change whose answer did not come back (lost, or refused because another
 * tab changed it first): the client is told what is true.
 */
export function changeHolds(change: ScheduleChange, schedule: ScheduledDeposit | undefined): boolean {
  if (change === 'cancel') return schedule === undefined;
  if (!schedule) return false;
  return schedule.status === (change === 'pause' ? 'paused' : 'active');
}
