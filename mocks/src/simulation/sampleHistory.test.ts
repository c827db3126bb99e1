import type { ValuePoint } from '@portal/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fewestPoints, sampleHistory } from './sampleHistory.ts';

/** A daily history from generated day-to-day moves: values and a running total of deposits. */
const dailyHistory = fc
  .array(
    fc.record({
      move: fc.integer({ min: -50_000, max: 60_000 }),
      deposit: fc.integer({ min: -20_000, max: 50_000 }),
    }),
    {
      minLength: 1,
      maxLength: 4_000,
    },
  )
  .map((days) => {
    let value = 1_000_000;
    let netDeposits = 0;
    return days.map(({ move, deposit }, index): ValuePoint => {
      value = Math.max(0, value + move + deposit);
      netDeposits += deposit;
      const date = new Date(Date.UTC(2016, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
      return { date, value, netDeposits };
    });
  });

describe('sampleHistory: a daily history cut to the chart’s size', () => {
  it('keeps at most the points asked for, each a real day, in order, with the first, the last, the extremes and the total put in', () => {
    fc.assert(
      fc.property(dailyHistory, fc.integer({ min: fewestPoints, max: 2_000 }), (history, points) => {
        const sampled = sampleHistory(history, points);
        expect(sampled.length).toBeLessThanOrEqual(points);
        if (history.length <= points) expect(sampled).toEqual(history);
        expect(sampled[0]).toEqual(history[0]);
        expect(sampled.at(-1)).toEqual(history.at(-1));
        const values = history.map((point) => point.value);
        const sampledValues = sampled.map((point) => point.value);
        expect(Math.max(...sampledValues)).toBe(Math.max(...values));
        expect(Math.min(...sampledValues)).toBe(Math.min(...values));
        // Net deposits are a running total: the last point carries every deposit and rescue.
        expect(sampled.at(-1)?.netDeposits).toBe(history.at(-1)?.netDeposits);
        const byDate = new Map(history.map((point) => [point.date, point]));
        for (const point of sampled) expect(byDate.get(point.date)).toEqual(point);
        for (let index = 1; index < sampled.length; index += 1)
          expect((sampled[index]?.date ?? '') > (sampled[index - 1]?.date ?? '')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['a history shorter than the chart comes whole', 10, 20, 10],
    ['as long as the chart: whole', 20, 20, 20],
    ['ten years on a phone', 3_653, 400, 400],
    ['ten years on a desktop', 3_653, 1_400, 1_400],
    ['the fewest points', 3_653, 4, 4],
  ])(
    '%s (%i days, %i points asked: %i, or 1 or 2 fewer where an extreme is a run’s last day)',
    (_name, days, points, expected) => {
      // A wave, so that the extremes fall inside the runs, not on the first or the last day.
      const history = Array.from(
        { length: days },
        (_, index): ValuePoint => ({
          date: new Date(Date.UTC(2016, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
          value: Math.round(1_000_000 + 100_000 * Math.sin(index / 97)),
          netDeposits: 1_000 * Math.floor(index / 30),
        }),
      );
      const sampled = sampleHistory(history, points);
      expect(sampled.length).toBeLessThanOrEqual(expected);
      expect(sampled.length).toBeGreaterThanOrEqual(Math.min(days, expected - 2));
    },
  );

  it.each([0, 3, 2.5, Number.NaN])('refuses %s points', (points) => {
    expect(() => sampleHistory([], points)).toThrow(RangeError);
  });
});
