import { formatMoney } from '@portal/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './amountInput.ts';
import { depositFormSchema } from './DepositFlow/depositRules.ts';
import { rescueAmountSchema } from './RescueFlow/rescueRules.ts';
import { scheduleTermsSchema } from './ScheduledDepositFlow/scheduledDepositRules.ts';

// No typed value blanks a money form (docs/RULES.md#money-flows): whatever a client types in an
// amount, the form's rules answer (a message, or the amount taken) and never throw, and an amount
// they take is one the pages can write.

const typed = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[-$US ]{0,3}[0-9.,]{0,24}[ A-Za-z$]{0,4}$/),
  fc.bigInt({ min: 0n, max: 10n ** 320n }).map(String),
  fc.integer({ min: 0, max: 60_000_000 }).map((value) => value.toLocaleString('es-CL')),
);

const taken = (amount: string, currency: 'CLP' | 'USD') => {
  const value = parseAmountInput(amount);
  expect(value).not.toBeNull();
  expect(Number.isFinite(value)).toBe(true);
  expect(() => formatMoney(value ?? Number.NaN, currency)).not.toThrow();
};

describe('the money forms, fuzzed: an amount is answered, never thrown at', () => {
  it.each(['CLP', 'USD'] as const)('deposit in %s', (currency) => {
    const schema = depositFormSchema(
      {
        currency,
        minimum: currency === 'CLP' ? 5_000 : 100,
        maximum: currency === 'CLP' ? 50_000_000 : 50_000,
      },
      (issue) => issue,
    );
    fc.assert(
      fc.property(typed, (amount) => {
        const result = schema.safeParse({ amount });
        if (result.success) taken(amount, currency);
      }),
      { numRuns: 1_000 },
    );
  });

  it.each(['CLP', 'USD'] as const)('rescue in %s', (currency) => {
    const schema = rescueAmountSchema(
      { currency, minimum: currency === 'CLP' ? 5_000 : 10, available: 12_450_000 },
      (issue) => issue,
    );
    fc.assert(
      fc.property(typed, fc.constantFrom('partial', 'total', ''), (amount, kind) => {
        const result = schema.safeParse({ kind, amount });
        if (result.success && kind === 'partial') taken(amount, currency);
      }),
      { numRuns: 1_000 },
    );
  });

  it('scheduled deposit', () => {
    const schema = scheduleTermsSchema((field, issue) => `${field}:${issue}`);
    fc.assert(
      fc.property(
        typed,
        fc.constantFrom('monthly', 'biweekly', ''),
        fc.string(),
        (amount, frequency, day) => {
          const result = schema.safeParse({ amount, frequency, day });
          if (result.success) taken(amount, 'CLP');
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
