import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateTickIndices,
  daysBetween,
  labelGutter,
  linear,
  sampleIndices,
  tableRowIndices,
  valueAxis,
} from './chartGeometry.ts';

describe('sampleIndices', () => {
  it.each([
    { length: 0, max: 10, expected: [] },
    { length: 3, max: 10, expected: [0, 1, 2] },
    { length: 10, max: 10, expected: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
  ])('keeps every point when $length fit in $max', ({ length, max, expected }) => {
    expect(
      sampleIndices(
        Array.from({ length }, (_, i) => i),
        max,
      ),
    ).toEqual(expected);
  });

  it('keeps a peak and a dip that a plain stride would skip', () => {
    const values = Array.from({ length: 1000 }, () => 100);
    values[333] = 500;
    values[667] = 1;
    const picked = sampleIndices(values, 40);
    expect(picked).toContain(333);
    expect(picked).toContain(667);
    expect(picked.length).toBeLessThanOrEqual(42);
  });

  it('always keeps the first and last point, in order, within the budget (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 4000 }),
        fc.integer({ min: 4, max: 1200 }),
        (values, max) => {
          const picked = sampleIndices(values, max);
          expect(picked[0]).toBe(0);
          expect(picked.at(-1)).toBe(values.length - 1);
          expect(picked.length).toBeLessThanOrEqual(
            Math.max(values.length <= max ? values.length : max + 2, 1),
          );
          for (let i = 1; i < picked.length; i += 1) expect(picked[i]).toBeGreaterThan(picked[i - 1] ?? -1);
          const high = Math.max(...values);
          expect(picked.some((index) => values[index] === high)).toBe(true);
        },
      ),
    );
  });
});

describe('valueAxis', () => {
  it.each([
    { series: [[]], expected: { min: 0, max: 1 } },
    {
      series: [
        [1_000_000, 1_240_000],
        [900_000, 1_000_000],
      ],
      expected: { min: 900_000, max: 1_300_000 },
    },
    { series: [[5, 5, 5]], expected: { min: 4.4, max: 5.6 } },
    { series: [[0, 0]], expected: { min: -1, max: 1 } },
    { series: [[-200, 300]], expected: { min: -200, max: 300 } },
    { series: [[5e-324, -5e-324]], expected: { min: -1, max: 1 } },
    // Apart only in the last bits of a double at that size: flat, with room around it.
    { series: [[-999999999.9999985, -999999999.9999983]], expected: { min: -1.1e9, max: -8.5e8 } },
  ])('$series spans $expected', ({ series, expected }) => {
    const axis = valueAxis(series);
    expect({ min: axis.min, max: axis.max }).toEqual(expected);
    expect(axis.ticks.every((tick) => tick >= axis.min && tick <= axis.max)).toBe(true);
  });

  it('contains every value (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 1 }), (values) => {
        const axis = valueAxis([values]);
        for (const value of values) {
          expect(value).toBeGreaterThanOrEqual(axis.min);
          expect(value).toBeLessThanOrEqual(axis.max);
        }
      }),
    );
  });
});

describe('linear', () => {
  it.each([
    { domain: [0, 10], range: [0, 100], value: 5, expected: 50 },
    { domain: [0, 10], range: [100, 0], value: 10, expected: 0 },
    { domain: [3, 3], range: [0, 100], value: 3, expected: 0 },
  ] as const)('maps $value of $domain onto $range as $expected', ({ domain, range, value, expected }) => {
    expect(linear(domain, range)(value)).toBe(expected);
  });
});

describe('dateTickIndices', () => {
  it.each([
    { length: 0, count: 5, expected: [] },
    { length: 1, count: 5, expected: [0] },
    { length: 3, count: 5, expected: [0, 1, 2] },
    { length: 11, count: 3, expected: [0, 5, 10] },
    { length: 3650, count: 5, expected: [0, 912, 1825, 2737, 3649] },
  ])('$count labels over $length dates', ({ length, count, expected }) => {
    expect(dateTickIndices(length, count)).toEqual(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    { from: '2026-11-01', to: '2026-11-23', expected: 22 },
    { from: '2024-02-28', to: '2024-03-01', expected: 2 },
    { from: '2026-11-23', to: '2026-11-23', expected: 0 },
  ])('$from → $to is $expected days', ({ from, to, expected }) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('tableRowIndices', () => {
  const days = (from: string, count: number) =>
    Array.from({ length: count }, (_, i) =>
      new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    );

  it('lists every day of a short range, newest first', () => {
    expect(tableRowIndices(days('2026-11-01', 5))).toEqual([4, 3, 2, 1, 0]);
  });

  it('lists the last day of each month of a long range, newest first, today included', () => {
    const dates = days('2026-01-01', 327); // 1 January to 23 November
    const rows = tableRowIndices(dates).map((index) => dates[index]);
    expect(rows[0]).toBe('2026-11-23');
    expect(rows[1]).toBe('2026-10-31');
    expect(rows.at(-1)).toBe('2026-01-31');
    expect(rows).toHaveLength(11);
  });
});

describe('labelGutter: room for the value labels left of the plot', () => {
  it.each([
    ['no labels: no room', [], 0],
    ['short labels', ['$0', '$5 MM'], Math.ceil(5 * 6.6) + 6],
    ['the longest decides', ['$20 MM', '$1.250 MM', '$40 MM'], Math.ceil(9 * 6.6) + 6],
    ['dollars', ['US$ 12.000'], Math.ceil(10 * 6.6) + 6],
  ])('%s', (_case, labels, expected) => {
    expect(labelGutter(labels)).toBe(expected);
  });
});
