import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountTypingIssue, formatAmountInput, parseAmountInput, tidyAmount } from './amountInput.ts';

describe('parseAmountInput', () => {
  it.each<[string, number | null]>([
    ['1500000', 1_500_000],
    ['1.500.000', 1_500_000],
    ['$1.500.000', 1_500_000],
    ['$ 1.500.000 CLP', 1_500_000],
    ['5.000', 5_000],
    ['150,25', 150.25],
    ['US$150,25', 150.25],
    ['1.250,5', 1_250.5],
    ['150.25', 150.25],
    ['150,', 150],
    ['', null],
    ['abc', null],
    ['-5000', null],
    ['1,2,3', null],
    ['1.50.000', null],
    ['12.34.567', null],
  ])('"%s" → %s', (text, expected) => {
    expect(parseAmountInput(text)).toBe(expected);
  });
});

describe('formatAmountInput', () => {
  it.each<[number, 'CLP' | 'USD', string]>([
    [1_500_000, 'CLP', '1.500.000'],
    [5_000, 'CLP', '5.000'],
    [150.25, 'USD', '150,25'],
    [150.5, 'USD', '150,50'],
    [150, 'USD', '150'],
  ])('%s %s → %s', (amount, currency, expected) => {
    expect(formatAmountInput(amount, currency)).toBe(expected);
  });

  it('reads back what it writes, pesos and cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.boolean(), (units, dollars) => {
        const amount = dollars ? units / 100 : units;
        expect(parseAmountInput(formatAmountInput(amount, dollars ? 'USD' : 'CLP'))).toBe(amount);
      }),
    );
  });
});

describe('tidyAmount: what the field shows once the client leaves it', () => {
  it.each<[string, 'CLP' | 'USD', string | null]>([
    ['1500000', 'CLP', '1.500.000'],
    ['$ 25000', 'CLP', '25.000'],
    ['150,25', 'USD', '150,25'],
    ['150.5', 'USD', '150,50'],
    ['150,5', 'CLP', null],
    ['150,255', 'USD', null],
    ['abc', 'CLP', null],
    ['', 'CLP', null],
    ['US$5000', 'CLP', null],
    ['$5000', 'USD', null],
    ['1,000,000', 'CLP', null],
    ['US$5000', 'USD', '5.000'],
  ])('"%s" in %s → %s', (typed, currency, expected) => {
    expect(tidyAmount(currency)(typed)).toBe(expected);
  });
});

describe('amountTypingIssue: how an amount was typed wrong, each with its own message', () => {
  it.each<[string, 'CLP' | 'USD', ReturnType<typeof amountTypingIssue>]>([
    ['', 'CLP', null],
    ['   ', 'CLP', null],
    ['150.000', 'CLP', null],
    ['$150.000', 'CLP', null],
    ['150000 CLP', 'CLP', null],
    ['US$150,25', 'USD', null],
    ['150,25', 'USD', null],
    ['150.25', 'USD', null],
    ['US$5000', 'CLP', 'otherCurrency'],
    ['5000 USD', 'CLP', 'otherCurrency'],
    ['5000 dólares', 'CLP', 'otherCurrency'],
    ['$5.000', 'USD', 'otherCurrency'],
    ['5000 CLP', 'USD', 'otherCurrency'],
    ['5000 pesos', 'USD', 'otherCurrency'],
    ['-5000', 'CLP', 'negative'],
    ['$ -5.000', 'CLP', 'negative'],
    ['\u22125000', 'CLP', 'negative'],
    ['-150,25', 'USD', 'negative'],
    ['1,000,000', 'CLP', 'thousandsComma'],
    ['1,000', 'CLP', 'thousandsComma'],
    ['$1,500,000', 'CLP', 'thousandsComma'],
    ['1,000,000', 'USD', 'thousandsComma'],
    ['150,255', 'USD', null],
    ['abc', 'CLP', 'notAnAmount'],
    ['12a', 'CLP', 'notAnAmount'],
    ['1,2,3', 'CLP', 'notAnAmount'],
    ['1.50.000', 'CLP', 'notAnAmount'],
  ])('"%s" in %s → %s', (typed, currency, issue) => {
    expect(amountTypingIssue(typed, currency)).toBe(issue);
  });

  it('property: whatever is typed, an amount that reads is never a typing issue, and one that does not always is', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<'CLP' | 'USD'>('CLP', 'USD'), (typed, currency) => {
        const issue = amountTypingIssue(typed, currency);
        if (typed.trim() !== '' && parseAmountInput(typed) === null) expect(issue).not.toBeNull();
      }),
    );
  });
});
