import { type Movement, movementTypes } from '@portal/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CsvLabels,
  csvAmount,
  csvFile,
  csvFileName,
  csvHeader,
  csvLines,
  csvText,
  filterFromSearch,
  filterProblem,
  isFiltered,
  isYearBeingTyped,
  movementsCsv,
  pageRange,
  remainingPages,
  searchOfFilter,
} from './activityRules.ts';
import type { MovementFilter } from './moneyApi.ts';

describe('filterFromSearch', () => {
  it.each<[string, string, MovementFilter]>([
    ['nothing', '', {}],
    [
      'every filter',
      'goalId=102&type=rescue&status=completed&from=2026-01-01&to=2026-06-30&page=3',
      {
        goalId: '102',
        type: 'rescue',
        status: 'completed',
        from: '2026-01-01',
        to: '2026-06-30',
        page: 3,
      },
    ],
    ['an unknown type and status are left out', 'type=interest&status=lost', {}],
    ['a date that is not one', 'from=2026-13-45&to=ayer', {}],
    ['page 1', 'page=1', {}],
    ['page 0', 'page=0', {}],
    ['page -2', 'page=-2', {}],
    ['page 2.5', 'page=2.5', {}],
    ['an empty goal', 'goalId=', {}],
  ])('%s', (_name, search, expected) => {
    expect(filterFromSearch(new URLSearchParams(search))).toEqual(expected);
  });

  it('reads back what searchOfFilter writes (property)', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2040-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const filter = fc.record(
      {
        goalId: fc.stringMatching(/^[0-9a-z-]{1,8}$/),
        type: fc.constantFrom(...movementTypes),
        status: fc.constantFrom('pending', 'completed', 'rejected' as const),
        from: day,
        to: day,
        page: fc.integer({ min: 2, max: 500 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filter, (value) => {
        expect(filterFromSearch(searchOfFilter(value))).toEqual(value);
      }),
    );
  });
});

describe('searchOfFilter', () => {
  it.each<[string, MovementFilter, string]>([
    ['nothing', {}, ''],
    ['page 1 is left out', { page: 1 }, ''],
    ['in a stable order', { to: '2026-02-01', goalId: 7, page: 2 }, 'goalId=7&to=2026-02-01&page=2'],
    ['empty values are left out', { goalId: '', type: 'deposit' }, 'type=deposit'],
  ])('%s', (_name, filter, expected) => {
    expect(searchOfFilter(filter).toString()).toBe(expected);
  });
});

describe('filterProblem and isFiltered', () => {
  it.each<[string, MovementFilter, 'range' | null, boolean]>([
    ['nothing', {}, null, false],
    ['only a page', { page: 4 }, null, false],
    ['a range in order', { from: '2026-01-01', to: '2026-01-31' }, null, true],
    ['one day', { from: '2026-01-01', to: '2026-01-01' }, null, true],
    ['a range that ends before it starts', { from: '2026-02-01', to: '2026-01-31' }, 'range', true],
    ['only from', { from: '2026-02-01' }, null, true],
    ['a goal', { goalId: 3 }, null, true],
  ])('%s', (_name, filter, problem, filtered) => {
    expect(filterProblem(filter)).toBe(problem);
    expect(isFiltered(filter)).toBe(filtered);
  });
});

describe('isYearBeingTyped', () => {
  it.each<[string, string, boolean]>([
    ["the year's first digit", '0002-11-28', true],
    ['its second', '0020-11-28', true],
    ['its third', '0202-11-28', true],
    ['a whole year', '2026-11-28', false],
    ['an old whole year', '1999-01-01', false],
    ['a field emptied', '', false],
    ['not a date', 'mañana', false],
  ])('%s: %s → %s', (_, value, typing) => {
    expect(isYearBeingTyped(value)).toBe(typing);
  });
});

describe('pageRange', () => {
  it.each<[string, number, number, number, { first: number; last: number; pages: number }]>([
    ['nothing', 1, 20, 0, { first: 0, last: 0, pages: 1 }],
    ['fewer than a page', 1, 20, 7, { first: 1, last: 7, pages: 1 }],
    ['exactly a page', 1, 20, 20, { first: 1, last: 20, pages: 1 }],
    ['the second page', 2, 20, 63, { first: 21, last: 40, pages: 4 }],
    ['the last, short page', 4, 20, 63, { first: 61, last: 63, pages: 4 }],
    ['a page past the end', 9, 20, 63, { first: 63, last: 63, pages: 4 }],
  ])('%s', (_name, page, size, total, expected) => {
    expect(pageRange(page, size, total)).toEqual(expected);
  });
});

describe('csvText', () => {
  it.each([
    ['plain', 'Casa propia', 'Casa propia'],
    ['accents stay', 'Educación de Tomás', 'Educación de Tomás'],
    ['the separator is quoted', 'Auto; nuevo', '"Auto; nuevo"'],
    ['quotes are doubled', 'La "casa"', '"La ""casa"""'],
    ['a line break is quoted', 'dos\nlíneas', '"dos\nlíneas"'],
    ['a formula is defused', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['a plus sign too', '+56 9', "'+56 9"],
    ['a minus sign too', '-2+3', "'-2+3"],
    ['an at sign too', '@SUM(A1)', "'@SUM(A1)"],
  ])('%s', (_name, value, expected) => {
    expect(csvText(value)).toBe(expected);
  });
});

describe('csvAmount', () => {
  it.each<[number, 'CLP' | 'USD', string]>([
    [150_000, 'CLP', '150000'],
    [-50_000, 'CLP', '-50000'],
    [0, 'CLP', '0'],
    [1_234.5, 'USD', '1234,50'],
    [-0.07, 'USD', '-0,07'],
    [10, 'USD', '10,00'],
  ])('%d %s', (amount, currency, expected) => {
    expect(csvAmount(amount, currency)).toBe(expected);
  });
});

describe('movementsCsv', () => {
  const labels: CsvLabels = {
    columns: {
      requestedAt: 'Solicitado',
      settledAt: 'Liquidado',
      goal: 'Meta',
      type: 'Tipo',
      status: 'Estado',
      amount: 'Monto',
      currency: 'Moneda',
      strategy: 'Estrategia',
    },
    type: (type) =>
      ({
        deposit: 'Depósito',
        rescue: 'Rescate',
        'portfolio-change': 'Cambio de portafolio',
        dividend: 'Dividendo',
        fee: 'Comisión',
      })[type],
    status: (status) => ({ pending: 'En proceso', completed: 'Completado', rejected: 'Rechazado' })[status],
    goal: (goalId) => (goalId === 1 ? 'Casa; propia' : undefined),
    strategy: (id) => (id === 4 ? 'Arriesgada' : undefined),
  };
  const movement = (overrides: Partial<Movement>): Movement => ({
    id: 'm',
    goalId: 1,
    type: 'deposit',
    status: 'completed',
    amount: 150_000,
    currency: 'CLP',
    requestedAt: '2026-11-05T13:00:00.000Z',
    settledAt: '2026-11-07T13:00:00.000Z',
    ...overrides,
  });

  it('writes a header, one row per movement, signed amounts and Chile dates', () => {
    const csv = movementsCsv(
      [
        movement({}),
        // Requested at 01:30 UTC: still the 4th in Santiago.
        movement({
          type: 'rescue',
          amount: 20_000,
          requestedAt: '2026-11-05T01:30:00.000Z',
          status: 'pending',
          settledAt: null,
        }),
        movement({ goalId: 9, type: 'portfolio-change', amount: 0, toStrategyId: 4 }),
        movement({ currency: 'USD', amount: 12.5, status: 'rejected' }),
        movement({
          type: 'fee',
          amount: 9_917,
          requestedAt: '2026-10-31T13:00:00.000Z',
          settledAt: '2026-10-31T13:00:00.000Z',
        }),
        movement({ type: 'dividend', amount: 4_210.5, currency: 'USD' }),
      ],
      labels,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Solicitado;Liquidado;Meta;Tipo;Estado;Monto;Moneda;Estrategia',
      '2026-11-05;2026-11-07;"Casa; propia";Depósito;Completado;150000;CLP;',
      '2026-11-04;;"Casa; propia";Rescate;En proceso;-20000;CLP;',
      '2026-11-05;2026-11-07;9;Cambio de portafolio;Completado;0;CLP;Arriesgada',
      '2026-11-05;2026-11-07;"Casa; propia";Depósito;Rechazado;12,50;USD;',
      '2026-10-31;2026-10-31;"Casa; propia";Comisión;Completado;-9917;CLP;',
      '2026-11-05;2026-11-07;"Casa; propia";Dividendo;Completado;4210,50;USD;',
      '',
    ]);
  });

  it('is only a header without movements', () => {
    expect(movementsCsv([], labels)).toBe(
      '\uFEFFSolicitado;Liquidado;Meta;Tipo;Estado;Monto;Moneda;Estrategia\r\n',
    );
  });

  it('written a page at a time, is the same file as written at once', () => {
    const all = Array.from({ length: 250 }, (_, index) =>
      movement({ id: `m${index}`, amount: 1_000 + index, type: index % 7 === 0 ? 'rescue' : 'deposit' }),
    );
    const pages = [all.slice(0, 100), all.slice(100, 200), all.slice(200)];
    expect(
      csvFile(
        csvHeader(labels),
        pages.flatMap((page) => csvLines(page, labels)),
      ),
    ).toBe(movementsCsv(all, labels));
  });
});

describe('remainingPages: what an export asks for after its first page', () => {
  it.each<[number, number, number[]]>([
    [0, 100, []],
    [1, 100, []],
    [100, 100, []],
    [101, 100, [2]],
    [250, 100, [2, 3]],
    [22_320, 100, Array.from({ length: 223 }, (_, index) => index + 2)],
  ])('%s movements, %s a page: pages %j', (total, pageSize, pages) => {
    expect(remainingPages(total, pageSize)).toEqual(pages);
  });
});

describe('csvFileName', () => {
  it.each<[string, string | number | undefined, string]>([
    ['2026-11-23', undefined, 'movimientos-2026-11-23.csv'],
    ['2026-11-23', 102, 'movimientos-meta-102-2026-11-23.csv'],
    ['2026-11-23', '', 'movimientos-2026-11-23.csv'],
  ])('%s %s', (today, goalId, expected) => {
    expect(csvFileName(today, goalId)).toBe(expected);
  });
});
