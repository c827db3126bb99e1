import type { ScheduledDeposit } from '@portal/platform';
import { HttpResponse, http } from 'msw';

/**
 * For stories: Camila's scheduled deposit as the mock backend lists it on Monday 23 November 2026
 * ($150.000 on the 5th; the 5th of December a Saturday, charged Monday the 7th), and the list call
 * answering the schedules a story shows (docs/RULES.md#scheduled-deposits).
 */
export const camilasSchedule: ScheduledDeposit = {
  id: 'pac-101',
  goalId: 101,
  amount: 150_000,
  currency: 'CLP',
  frequency: 'monthly',
  day: 5,
  anchorOn: '2025-03-05',
  account: {
    id: 'acc-ind-1',
    bankCode: '001',
    bankName: 'Banco de Chile',
    type: 'corriente',
    maskedNumber: '•••• 4521',
  },
  status: 'active',
  nextDueOn: '2026-12-05',
  nextChargeOn: '2026-12-07',
  createdAt: '2025-03-02T15:20:00.000Z',
};

/** The same, paused: no next charge. */
export const pausedSchedule: ScheduledDeposit = {
  ...camilasSchedule,
  status: 'paused',
  nextDueOn: null,
  nextChargeOn: null,
};

export const scheduleListing = (schedules: ScheduledDeposit[]) =>
  http.get('*/api/scheduled-deposits', () => HttpResponse.json(schedules));
