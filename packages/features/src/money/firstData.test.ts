import type { Goal } from '@portal/platform';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type FirstData, firstDataNames, startFirstData } from './firstData.ts';
import { moneyKeys } from './moneyApi.ts';
import { firstPortfolioHistory, portfolioHistoryPath } from './moneyRules.ts';

const goal = (id: number, currencyCode: 'CLP' | 'USD', archived = false): Goal => ({
  id,
  title: `Meta ${id}`,
  archived,
  starred: false,
  currentCapital: 1_000_000,
  icon: { code: 'home' },
  goalCategory: { code: 'short-term-invest', icon: { code: 'home' } },
  currency: { currencyCode },
  portfolio: { investmentStrategyId: 1 },
});

/** The URLs asked, answered by a server that never answers (the keys are what matters here). */
function prefetched(goals: Goal[], names: readonly FirstData[] = firstDataNames) {
  const urls: string[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const http = (url: string) => {
    urls.push(url.replace('https://api.test/', ''));
    return new Promise<Response>(() => {});
  };
  startFirstData(names, {
    queryClient,
    api: { apiBase: 'https://api.test/', http },
    user: { goals },
    today: '2026-11-23',
  });
  const keys = queryClient
    .getQueryCache()
    .findAll()
    .map((query) => JSON.stringify(query.queryKey));
  return { urls: urls.sort(), keys };
}

describe('startFirstData: a route’s first money, asked once the client’s goals are known', () => {
  it.each([
    {
      name: 'goals: one portfolio history for the chart’s year at the screen’s size (not one per goal), the newest movements and the strategies',
      goals: [goal(101, 'CLP'), goal(102, 'CLP'), goal(109, 'CLP', true), goal(701, 'USD')],
      urls: [
        'api/movements?pageSize=5',
        'api/portfolio/history?from=2025-11-23&points=400',
        'api/strategies',
      ],
    },
    {
      name: 'only archived goals: nothing counts, so no history',
      goals: [goal(109, 'CLP', true)],
      urls: ['api/movements?pageSize=5', 'api/strategies'],
    },
    {
      name: 'no goal: only the movements and strategies the page lists anyway',
      goals: [],
      urls: ['api/movements?pageSize=5', 'api/strategies'],
    },
  ])('$name', ({ goals, urls }) => {
    expect(prefetched(goals).urls).toEqual(urls);
  });

  it.each<[readonly FirstData[], string[]]>([
    [['portfolioHistory'], ['api/portfolio/history?from=2025-11-23&points=400']],
    [['latestMovements'], ['api/movements?pageSize=5']],
    [['strategies'], ['api/strategies']],
    [[], []],
  ])('%j asks for exactly that', (names, urls) => {
    expect(prefetched([goal(101, 'CLP')], names).urls).toEqual(urls);
  });

  it('uses the keys the page’s own queries use, so the page finds them and asks nothing twice', () => {
    const { keys } = prefetched([goal(101, 'CLP'), goal(701, 'USD')]);
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(moneyKeys.portfolioHistory('2025-11-23', 400)),
        JSON.stringify(moneyKeys.movements({ pageSize: 5 })),
        JSON.stringify(moneyKeys.strategies),
      ]),
    );
    expect(keys).toHaveLength(3);
  });
});

describe('the first portfolio history, as the early start and the app ask it', () => {
  it.each([
    ['a phone', 390, 'api/portfolio/history?from=2025-11-23&points=400'],
    ['a laptop', 1280, 'api/portfolio/history?from=2025-11-23&points=1400'],
  ])('%s (%s px): one call, one address', (_name, width, path) => {
    const first = firstPortfolioHistory('2026-11-23', width);
    expect(portfolioHistoryPath(first.from, first.points)).toBe(path);
  });

  it('is the call the app’s first data makes (so the app can take the early answer)', () => {
    const { urls } = prefetched([goal(101, 'CLP')]);
    const first = firstPortfolioHistory('2026-11-23', 0);
    expect(urls).toContain(portfolioHistoryPath(first.from, first.points));
  });
});
