import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  chileHolidays,
  chileWallClock,
  easterSunday,
  holidayOn,
  isBusinessDay,
  nextBusinessDay,
  orderDay,
  weekday,
} from './businessDays.ts';

describe('easterSunday', () => {
  it.each<[number, string]>([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i: %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
});

describe('chileHolidays', () => {
  it('2026, the whole year (the Pueblos Indígenas day on Sunday 21 June)', () => {
    expect(chileHolidays(2026).map((holiday) => holiday.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-04',
      '2026-05-01',
      '2026-05-21',
      '2026-06-21',
      '2026-06-29',
      '2026-07-16',
      '2026-08-15',
      '2026-09-18',
      '2026-09-19',
      '2026-10-12',
      '2026-10-31',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-31',
    ]);
  });

  it.each<[string, string, string | undefined]>([
    ['Año Nuevo on a Sunday gives Monday 2 January', '2023-01-02', 'Feriado de Año Nuevo'],
    ['but not when it is a weekday', '2026-01-02', undefined],
    ['San Pedro y San Pablo on a Thursday moves back to Monday', '2023-06-26', 'San Pedro y San Pablo'],
    ['…and leaves the Thursday a working day', '2023-06-29', undefined],
    ['San Pedro y San Pablo on a Tuesday moves back to Monday', '2027-06-28', 'San Pedro y San Pablo'],
    ['San Pedro y San Pablo on a Saturday stays', '2024-06-29', 'San Pedro y San Pablo'],
    ['Encuentro de Dos Mundos on a Tuesday moves to Monday', '2027-10-11', 'Encuentro de Dos Mundos'],
    ['Encuentro de Dos Mundos on a Friday moves to the next Monday', '2029-10-15', 'Encuentro de Dos Mundos'],
    [
      'Iglesias Evangélicas on a Tuesday: the Friday before',
      '2023-10-27',
      'Día de las Iglesias Evangélicas y Protestantes',
    ],
    [
      'Iglesias Evangélicas on a Wednesday: the Friday after',
      '2029-11-02',
      'Día de las Iglesias Evangélicas y Protestantes',
    ],
    ['Fiestas Patrias: Friday 20 September', '2024-09-20', 'Fiestas Patrias'],
    ['Fiestas Patrias: Monday 17 September', '2018-09-17', 'Fiestas Patrias'],
    ['the solstice on Thursday 20 June 2024', '2024-06-20', 'Día Nacional de los Pueblos Indígenas'],
    ['the solstice on Friday 20 June 2025', '2025-06-20', 'Día Nacional de los Pueblos Indígenas'],
    ['no Pueblos Indígenas day before the law (2020)', '2020-06-20', undefined],
    ['Good Friday 2026', '2026-04-03', 'Viernes Santo'],
    ['the banks close on 31 December', '2027-12-31', 'Feriado bancario'],
    ['an ordinary Monday', '2026-11-23', undefined],
  ])('%s (%s)', (_name, day, name) => {
    expect(holidayOn(day)).toBe(name);
  });

  it('the mean solstice past the decreed years still lands on 20 or 21 June', () => {
    for (let year = 2036; year <= 2060; year += 1) {
      const day = chileHolidays(year).find(
        (holiday) => holiday.name === 'Día Nacional de los Pueblos Indígenas',
      );
      expect(day?.date).toMatch(new RegExp(`^${year}-06-2[01]$`));
    }
  });
});

describe('isBusinessDay', () => {
  it.each<[string, boolean]>([
    ['2026-11-23', true], // Monday
    ['2026-11-21', false], // Saturday
    ['2026-11-22', false], // Sunday
    ['2026-09-18', false], // Independencia
    ['2026-12-31', false], // the banks' day
    ['2026-12-30', true],
    ['2026-06-22', true], // the solstice fell on Sunday: no moved holiday
  ])('%s: %s', (day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it('a day the backend closes (an election) is not one', () => {
    expect(isBusinessDay('2026-11-23', ['2026-11-23'])).toBe(false);
  });
});

describe('orderDay: the cut-off in Chile, weekends and holidays', () => {
  it.each<[string, string, string, string]>([
    ['a Monday before 14:00 (summer, UTC−3)', '2026-11-23T16:59:00Z', '14:00', '2026-11-23'],
    ['a Monday at 14:00 sharp', '2026-11-23T17:00:00Z', '14:00', '2026-11-24'],
    ['a Friday after the cut-off goes to Monday', '2026-11-20T20:00:00Z', '14:00', '2026-11-23'],
    ['a Saturday morning', '2026-11-21T12:00:00Z', '14:00', '2026-11-23'],
    ['late Sunday night in UTC is still Sunday in Chile', '2026-11-23T02:30:00Z', '14:00', '2026-11-23'],
    ['Christmas Eve afternoon waits for Monday 28', '2026-12-24T18:00:00Z', '14:00', '2026-12-28'],
    [
      '30 December afternoon skips the banks day and Año Nuevo',
      '2026-12-30T18:00:00Z',
      '14:00',
      '2027-01-04',
    ],
    ['a winter morning (UTC−4)', '2026-07-15T13:00:00Z', '14:00', '2026-07-15'],
    ['Independencia week: Thursday 17 after cut-off', '2026-09-17T19:00:00Z', '14:00', '2026-09-21'],
  ])('%s', (_name, instant, cutOff, expected) => {
    expect(orderDay(new Date(instant), cutOff)).toBe(expected);
  });

  it('reads the clock of Santiago', () => {
    expect(chileWallClock(new Date('2026-11-23T02:30:00Z'))).toEqual({
      day: '2026-11-22',
      minutes: 23 * 60 + 30,
    });
  });
});

describe('addBusinessDays', () => {
  it.each<[string, number, string]>([
    ['2026-11-23', 0, '2026-11-23'],
    ['2026-11-23', 3, '2026-11-26'],
    ['2026-11-27', 1, '2026-11-30'],
    ['2026-11-21', 0, '2026-11-23'], // a Saturday counts from Monday
    ['2026-11-21', 2, '2026-11-25'],
    ['2026-12-29', 2, '2027-01-04'],
  ])('%s + %i = %s', (day, count, expected) => {
    expect(addBusinessDays(day, count)).toBe(expected);
  });
});

describe('the calendar on any day (property)', () => {
  const anyDay = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2060-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

  it('the next business day is one, comes later, and nothing in between is one', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const next = nextBusinessDay(day);
        expect(isBusinessDay(next)).toBe(true);
        expect(next > day).toBe(true);
        for (let between = addDays(day, 1); between < next; between = addDays(between, 1))
          expect(isBusinessDay(between)).toBe(false);
        // Never more than a long weekend away (Fiestas Patrias with its bridges is the longest).
        expect((Date.parse(next) - Date.parse(day)) / 86_400_000).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('adding n business days passes exactly n business days', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 30 }), (day, count) => {
        const start = addBusinessDays(day, 0);
        const end = addBusinessDays(day, count);
        let passed = 0;
        for (let current = start; current < end; current = addDays(current, 1))
          if (isBusinessDay(current)) passed += 1;
        expect(passed).toBe(count);
        expect(isBusinessDay(end)).toBe(true);
      }),
    );
  });

  it('every year: Easter on a Sunday in March or April, holidays in order and in their year, moved ones on Mondays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        const easter = easterSunday(year);
        expect(weekday(easter)).toBe(0);
        expect(easter.slice(5, 7)).toMatch(/^0[34]$/);
        const holidays = chileHolidays(year);
        expect(holidays.every((holiday) => holiday.date.startsWith(`${year}-`))).toBe(true);
        expect([...holidays].sort((a, b) => a.date.localeCompare(b.date))).toEqual(holidays);
        for (const name of ['San Pedro y San Pablo', 'Encuentro de Dos Mundos']) {
          const moved = holidays.find((holiday) => holiday.name === name);
          expect([0, 1, 6]).toContain(weekday(moved?.date ?? ''));
        }
      }),
    );
  });
});
