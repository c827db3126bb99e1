import type { ScheduledDeposit } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { changeHolds, type ScheduleChange } from './scheduleChange.ts';

const schedule = (status: 'active' | 'paused') => ({ status }) as ScheduledDeposit;

describe('changeHolds: after an answer that did not come back, what the server has decides', () => {
  it.each<[ScheduleChange, ScheduledDeposit | undefined, boolean]>([
    ['cancel', undefined, true],
    ['cancel', schedule('active'), false],
    ['cancel', schedule('paused'), false],
    ['pause', schedule('paused'), true],
    ['pause', schedule('active'), false],
    ['pause', undefined, false],
    ['resume', schedule('active'), true],
    ['resume', schedule('paused'), false],
    ['resume', undefined, false],
  ])('%s, the schedule now %o: %s', (change, now, holds) => {
    expect(changeHolds(change, now)).toBe(holds);
  });
});
