import type { Goal } from '@portal/platform';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { moneyKeys } from './moneyApi.ts';
import { prefetchClientMoney } from './useClientMoney.ts';

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
function prefetched(goals: Goal[]) {
  const urls: string[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const http = (url: string) => {
    urls.push(url.replace('https://api.test/', ''));
    return new Promise<Response>(() => {});
  };
  prefetchClientMoney(queryClient, { apiBase: 'https://api.test/', http }, goals);
  const keys = queryClient
    .getQueryCache()
    .findAll()
    .map((query) => JSON.stringify(query.queryKey));
  return { urls: urls.sort(), keys };
}

describe('prefetchClientMoney: what the dashboard asks for, asked once the goals are known', () => {
  it.each([
    {
      name: 'pesos only: each active goal’s history, the newest movements and the strategies, no rate',
      goals: [goal(101, 'CLP'), goal(102, 'CLP'), goal(109, 'CLP', true)],
      urls: ['api/goals/101/history', 'api/goals/102/history', 'api/movements?pageSize=5', 'api/strategies'],
    },
    {
      name: 'a goal in dollars: the dollar rate too',
      goals: [goal(701, 'USD'), goal(702, 'CLP')],
      urls: [
        'api/exchange-rates/USD-CLP',
        'api/goals/701/history',
        'api/goals/702/history',
        'api/movements?pageSize=5',
        'api/strategies',
      ],
    },
    {
      name: 'no goal: only the movements and strategies the page lists anyway',
      goals: [],
      urls: ['api/movements?pageSize=5', 'api/strategies'],
    },
  ])('$name', ({ goals, urls }) => {
    expect(prefetched(goals).urls).toEqual(urls);
  });

  it('uses the keys the page’s own queries use, so the page finds them and asks nothing twice', () => {
    const { keys } = prefetched([goal(101, 'CLP'), goal(701, 'USD')]);
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(moneyKeys.goalHistory(101, null)),
        JSON.stringify(moneyKeys.goalHistory(701, null)),
        JSON.stringify(moneyKeys.usdClp),
        JSON.stringify(moneyKeys.movements({ pageSize: 5 })),
        JSON.stringify(moneyKeys.strategies),
      ]),
    );
    expect(keys).toHaveLength(5);
  });
});
