import { describe, expect, it } from 'vitest';
import { entityStepNumber } from './entityOnboardingSteps.ts';

describe('entityStepNumber (/entity/onboarding/{step})', () => {
  it.each([
    ['datos', 2],
    ['representante', 3],
    ['documentos', 4],
    ['otro', null],
    ['', null],
    [undefined, null],
    ['DATOS', null],
  ])('%s -> %s', (step, expected) => {
    expect(entityStepNumber(step)).toBe(expected);
  });
});
