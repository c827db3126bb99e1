import {
  firstPortfolioHistory,
  latestMovementsShown,
  portfolioHistoryPath,
} from '@portal/features/moneyRules';
import { type Api, chileDate, createRpcClient, defaultRpcSettings, productQueries } from '@portal/platform';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRouteDataOnIntent } from './firstData.ts';
import { pages } from './pages.ts';
import { prefetchPageData } from './prefetchPageData.ts';
import { type PortalRoute, portalRoutes } from './routeTable.ts';

const apiBase = 'https://api.test/';
const user = {
  id: 'u1',
  email: 'camila@example.cl',
  firstname: 'Camila',
  surname: 'Rojas',
  goals: [
    {
      id: 101,
      title: 'Casa',
      archived: false,
      starred: false,
      currentCapital: 1_000_000,
      goalCategory: { code: 'short-term-invest' },
      currency: { currencyCode: 'CLP' },
    },
  ],
};

/** A backend that answers who the client is and never answers anything else: what was asked is what matters. */
function backend() {
  const asked: string[] = [];
  const http = vi.fn(async (url: string) => {
    const path = url.replace(apiBase, '');
    if (path === 'rpc/user/getCurrentUser') return Response.json(user);
    asked.push(path);
    return new Promise<Response>(() => {});
  });
  const rpc = createRpcClient(defaultRpcSettings(apiBase), http);
  const api: Api = { apiBase, http, accessToken: () => null, rpc, queries: productQueries(rpc) };
  return { api, asked, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

/** What each first data asks for, at this screen's size. */
const first = firstPortfolioHistory(chileDate(), window.innerWidth);
const callOf: Record<NonNullable<PortalRoute['firstData']>[number], string> = {
  portfolioHistory: portfolioHistoryPath(first.from, first.points),
  latestMovements: `api/movements?pageSize=${latestMovementsShown}`,
  strategies: 'api/strategies',
};

const withFirstData = portalRoutes.filter((route) => route.firstData?.length);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => vi.restoreAllMocks());

describe('a route’s first data, declared once in the route table', () => {
  it('is declared on the pages that draw money first', () => {
    expect(withFirstData.map((route) => route.path)).toEqual(['/dashboard', '/goals']);
  });

  it.each(withFirstData.map((route) => [route.path, route] as const))(
    '%s: started at boot when it is the first page, exactly its first data',
    async (path, route) => {
      vi.spyOn(pages[route.page], 'preload').mockResolvedValue({ default: () => null });
      const { api, asked, queryClient } = backend();
      await prefetchPageData(path, queryClient, api);
      await settle();
      expect(asked.sort()).toEqual((route.firstData ?? []).map((name) => callOf[name]).sort());
    },
  );

  it('asks nothing at boot for a page without first data', async () => {
    vi.spyOn(pages.insurances, 'preload').mockResolvedValue({ default: () => null });
    const { api, asked, queryClient } = backend();
    await prefetchPageData('/insurances', queryClient, api);
    await settle();
    expect(asked).toEqual([]);
  });

  it.each([
    ['the client known (a signed-in page)', true, [callOf.portfolioHistory]],
    ['the client not known yet', false, []],
  ])('on a link’s intent, %s', async (_case, known, calls) => {
    const { api, asked, queryClient } = backend();
    if (known) queryClient.setQueryData(api.queries.currentUser().queryKey, user);
    const goals = portalRoutes.find((route) => route.path === '/goals') as PortalRoute;
    startRouteDataOnIntent(goals, queryClient, api);
    await settle();
    expect(asked).toEqual(calls);
    expect(api.http).not.toHaveBeenCalledWith(expect.stringContaining('getCurrentUser'), expect.anything());
  });
});
