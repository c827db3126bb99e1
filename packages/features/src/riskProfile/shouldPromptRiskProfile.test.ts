import type { RiskProfileAmendment } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { shouldPromptRiskProfile } from './shouldPromptRiskProfile.ts';

const amendment = (extra: Partial<RiskProfileAmendment> = {}): RiskProfileAmendment => ({
  uuid: 'a-1',
  answeredAt: null,
  user: { id: 'me', preferedName: 'Matías' },
  riskProfile: { title: 'Moderado' },
  ...extra,
});

describe('shouldPromptRiskProfile (SPEC §4)', () => {
  it.each<[string, RiskProfileAmendment | null | undefined, boolean, boolean]>([
    ['a pending amendment of mine', amendment(), false, true],
    ['no amendment', null, false, false],
    ['undefined amendment', undefined, false, false],
    ['an answered amendment', amendment({ answeredAt: '2026-11-01T00:00:00Z' }), false, false],
    ["someone else's amendment", amendment({ user: { id: 'other' } }), false, false],
    ['already shown this session', amendment(), true, false],
  ])('%s -> %s', (_name, value, shown, expected) => {
    expect(shouldPromptRiskProfile(value, 'me', shown)).toBe(expected);
  });
});
