import type { ReferralProgramme, ReferredClient } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { referralSummary } from './referralRules.ts';

const friend = (
  status: ReferredClient['status'],
  reward = status === 'invested' ? 10_000 : 0,
): ReferredClient => ({
  id: `${status}-${reward}`,
  name: 'Ana B.',
  invitedOn: '2026-01-01',
  status,
  reward,
});
const programme = (referred: ReferredClient[]): ReferralProgramme => ({
  code: 'CAMILA-1234',
  shareUrl: 'https://inversiones.example.cl/invita/CAMILA-1234',
  rewardPerFriend: 10_000,
  referred,
});

describe('referralSummary', () => {
  it.each<[string, ReferredClient[], [number, number, number]]>([
    ['nobody yet', [], [0, 0, 0]],
    ['invited and registered earn nothing', [friend('invited'), friend('registered')], [2, 0, 0]],
    [
      'each friend who invested earns',
      [friend('invested'), friend('invested'), friend('invited')],
      [3, 2, 20_000],
    ],
    ['the reward the server gives, not the current rate', [friend('invested', 5_000)], [1, 1, 5_000]],
  ])('%s', (_name, referred, [invited, invested, earned]) => {
    expect(referralSummary(programme(referred))).toEqual({ invited, invested, earned });
  });
});
