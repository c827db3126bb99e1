import { describe, expect, it } from 'vitest';
import { camilasSchedule } from '../../testing/scheduledDeposits.ts';
import {
  changeDraftOf,
  type ScheduledDepositDraft,
  type ScheduledDepositStep,
  scheduledDepositFlow,
} from './scheduledDepositRules.ts';

const draft = (extra: Partial<ScheduledDepositDraft>): ScheduledDepositDraft => ({
  ...scheduledDepositFlow.draft.empty,
  ...extra,
});
const asItIs: Partial<ScheduledDepositDraft> = {
  amount: '150.000',
  frequency: 'monthly',
  day: '5',
  accountId: 'acc-ind-1',
};

// docs/RULES.md#scheduled-deposits: a change starts from the schedule as it is, never over what was typed.
describe('changeDraftOf', () => {
  it.each<
    [string, ScheduledDepositDraft, boolean, ScheduledDepositStep, Partial<ScheduledDepositDraft> | null]
  >([
    ['a first visit to a goal with a schedule', draft({}), true, 'monto', asItIs],
    ['a first visit, opened at a later step', draft({}), true, 'cuenta', asItIs],
    ['a goal with no schedule: a new one, empty', draft({}), false, 'monto', null],
    ['an amount typed: kept', draft({ amount: '90.000' }), true, 'monto', null],
    [
      'back at the terms after a receipt',
      draft({ amount: '90.000', receipt: camilasSchedule }),
      true,
      'monto',
      asItIs,
    ],
    ['the receipt itself: kept', draft({ amount: '90.000', receipt: camilasSchedule }), true, 'listo', null],
  ])('%s', (_, before, hasSchedule, at, expected) => {
    const next = changeDraftOf(before, hasSchedule ? camilasSchedule : undefined, at);
    expect(next === null ? null : { ...next }).toEqual(
      expected === null ? null : { ...scheduledDepositFlow.draft.empty, ...expected },
    );
  });
});
