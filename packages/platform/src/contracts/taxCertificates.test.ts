import { describe, expect, it } from 'vitest';
import { taxCertificateReadyOn, taxCertificatesOn, taxCertificatesSchema } from './taxCertificates.ts';

describe('tax certificates (docs/RULES.md#tax-certificates)', () => {
  it.each([
    [2025, '2026-03-01'],
    [2026, '2027-03-01'],
    [2016, '2017-03-01'],
  ])('the %i certificate is issued on %s', (year, day) => {
    expect(taxCertificateReadyOn(year)).toBe(day);
  });

  it.each([
    // [first goal's first day, today, [year, ready] newest first]
    [
      '2024-05-10',
      '2026-11-27',
      [
        [2026, false],
        [2025, true],
        [2024, true],
      ],
    ],
    // The day before 1 March the last year is not issued yet; on the day it is.
    [
      '2025-01-02',
      '2026-02-28',
      [
        [2026, false],
        [2025, false],
      ],
    ],
    [
      '2025-01-02',
      '2026-03-01',
      [
        [2026, false],
        [2025, true],
      ],
    ],
    // A goal begun this year: only this year, not issued yet.
    ['2026-11-01', '2026-11-27', [[2026, false]]],
    // No goals: no certificates.
    [null, '2026-11-27', []],
  ] as const)('a client since %s on %s has %j', (first, today, expected) => {
    expect(taxCertificatesOn(first, today).map((item) => [item.year, item.ready])).toEqual(expected);
  });

  it('lists each certificate with the day it is issued', () => {
    expect(taxCertificatesOn('2025-06-01', '2026-11-27')).toEqual([
      { year: 2026, readyOn: '2027-03-01', ready: false },
      { year: 2025, readyOn: '2026-03-01', ready: true },
    ]);
  });

  it.each([
    [{ items: [{ year: 2025, readyOn: '2026-03-01', ready: true }] }, true],
    [{ items: [{ year: 2025.5, readyOn: '2026-03-01', ready: true }] }, false],
    [{ items: [{ year: 2025, readyOn: '01-03-2026', ready: true }] }, false],
    [{ items: [{ year: 2025, readyOn: '2026-03-01' }] }, false],
    [{}, false],
  ])('the schema takes %j: %s', (wire, valid) => {
    expect(taxCertificatesSchema.safeParse(wire).success).toBe(valid);
  });
});
