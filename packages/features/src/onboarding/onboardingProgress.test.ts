import { describe, expect, it } from 'vitest';
import { onboardingProgress } from './onboardingProgress.ts';

describe('onboardingProgress (docs/RULES.md#onboarding-step: FOURTH and DONE open the account)', () => {
  it.each([
    ['FIRST', 0, 1, false],
    ['SECOND', 1, 2, false],
    ['THIRD', 2, 3, false],
    ['FOURTH', 3, 3, true],
    ['DONE', 4, 3, true],
    ['', 0, 1, false],
    ['SOMETHING_NEW', 0, 1, false],
  ])('%j: next task %i, step %i of 3, open %s', (step, position, stepOfThree, open) => {
    expect(onboardingProgress(step)).toEqual({ position, stepOfThree, open });
  });
});
