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

describe('shouldPromptRiskProfile (docs/RULES.md#risk-profile-prompt)', () => {
  it.each<[string, RiskProfileAmendment | null | undefined, string | null, boolean]>([
    ['a pending amendment of mine', amendment(), null, true],
    ['no amendment', null, null, false],
    ['undefined amendment', undefined, null, false],
    ['an answered amendment', amendment({ answeredAt: '2026-11-01T00:00:00Z' }), null, false],
    ["someone else's amendment", amendment({ user: { id: 'other' } }), null, false],
    ['already shown this session', amendment(), 'a-1', false],
    ["another amendment shown in this tab (another client's)", amendment(), 'b-7', true],
  ])('%s -> %s', (_name, value, shown, expected) => {
    expect(shouldPromptRiskProfile(value, 'me', shown)).toBe(expected);
  });
});
