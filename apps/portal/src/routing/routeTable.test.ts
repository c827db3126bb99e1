import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { frameRouteFor, isPublicPath, matchPortalRoute } from './matchPortalRoute.ts';
import { pages } from './pages.ts';
import { portalRoutes, redirectToPath } from './routeTable.ts';

// docs/RULES.md#routes-and-layouts, path by path: the group, the layout and the page each one reaches.
describe('route table (docs/RULES.md#route-table)', () => {
  it.each([
    // Public, empty layout.
    ['/register', 'public', 'empty', 'register'],
    ['/auth', 'public', 'empty', 'auth'],
    ['/auth/login/', 'public', 'empty', 'authLogin'],
    ['/maintenance', 'public', 'empty', 'maintenance'],
    ['/clear', 'public', 'empty', 'clear'],
    ['/download-app', 'public', 'empty', 'downloadApp'],
    // Public, step layout.
    ['/confirmation', 'public', 'bpstepsheader', 'confirmation'],
    // Signed in, empty layout.
    ['/validateci', 'signed-in', 'empty', 'validateci'],
    ['/blog', 'signed-in', 'empty', 'blog'],
    ['/kyc', 'signed-in', 'empty', 'kyc'],
    ['/companies', 'signed-in', 'empty', 'companies'],
    // Signed in, step layout.
    ['/contract', 'signed-in', 'bpstepsheader', 'contract'],
    ['/rescue', 'signed-in', 'bpstepsheader', 'rescue'],
    ['/rescue/101', 'signed-in', 'bpstepsheader', 'rescue'],
    ['/scheduled-deposit', 'signed-in', 'bpstepsheader', 'scheduledDeposit'],
    ['/scheduled-deposit/101', 'signed-in', 'bpstepsheader', 'scheduledDeposit'],
    ['/deposit', 'signed-in', 'bpstepsheader', 'deposit'],
    ['/deposit/101', 'signed-in', 'bpstepsheader', 'deposit'],
    ['/change-portfolio', 'signed-in', 'bpstepsheader', 'changePortfolio'],
    ['/onboarding', 'signed-in', 'bpstepsheader', 'onboarding'],
    ['/schedule-advisor', 'signed-in', 'bpstepsheader', 'scheduleAdvisor'],
    // Signed in, main layout: the 17 routes.
    ['/dashboard', 'signed-in', 'bp', 'dashboard'],
    ['/general-balance', 'signed-in', 'bp', 'generalBalance'],
    ['/referral', 'signed-in', 'bp', 'referral'],
    ['/entity', 'signed-in', 'bp', 'entity'],
    ['/goals', 'signed-in', 'bp', 'goals'],
    ['/insurances', 'signed-in', 'bp', 'insurances'],
    ['/discover', 'signed-in', 'bp', 'discover'],
    ['/pending-transaction-notifications', 'signed-in', 'bp', 'pendingTransactions'],
    ['/short-term-invest', 'signed-in', 'bp', 'shortTermInvest'],
    ['/short-term-invest-plus', 'signed-in', 'bp', 'shortTermInvest'],
    ['/short-term-invest-dollars', 'signed-in', 'bp', 'shortTermInvest'],
    ['/short-term-invest-dollars-plus', 'signed-in', 'bp', 'shortTermInvest'],
    ['/dollarbox', 'signed-in', 'bp', 'dollarbox'],
    ['/ibkr', 'signed-in', 'bp', 'ibkr'],
    ['/advisor', 'signed-in', 'bp', 'advisor'],
    ['/pricing', 'signed-in', 'bp', 'pricing'],
    ['/profile', 'signed-in', 'bp', 'profile'],
    // The other paths of docs/RULES.md#route-table.
    ['/dashboard/activities', 'signed-in', 'bp', 'activities'],
    ['/goals/101', 'signed-in', 'bp', 'goal'],
    ['/goals/new', 'signed-in', 'bpstepsheader', 'goalNew'],
    ['/goals/start', 'signed-in', 'bpstepsheader', 'goalStart'],
    ['/insurances/501', 'signed-in', 'bp', 'insurance'],
    ['/ibkr/activate', 'signed-in', 'bpstepsheader', 'ibkrActivate'],
    ['/entity/activate', 'signed-in', 'bp', 'entityActivate'],
    ['/entity/new', 'signed-in', 'bpstepsheader', 'entityNew'],
    ['/entity/onboarding/datos', 'signed-in', 'bpstepsheader', 'entityOnboarding'],
  ])('%s: %s, %s layout, page %s', (path, group, layout, page) => {
    const match = matchPortalRoute(path);
    expect(match?.route).toMatchObject({ group, layout, page });
  });

  // Ranked once per shape of address (an id is any id): the same route and parameters as
  // react-router's own matching of the whole table.
  it.each([
    '/goals/4001',
    '/goals/101',
    '/goals/7',
    '/goals/new',
    '/rescue/103',
    '/scheduled-deposit/4001',
    '/insurances/501',
    '/entity/onboarding/datos',
    '/auth/login/',
    '/Dashboard',
    '/goals/101/extra',
    '/2026',
    '/GOALS/7',
    '/dashboard/activities',
    '/entity/activate',
    '/',
    '',
  ])('%s: the route and parameters react-router ranks first', (path) => {
    const [expected] = matchRoutes(
      portalRoutes.map((route) => ({ path: route.path, route })),
      path,
    ) ?? [undefined];
    expect(matchPortalRoute(path)).toEqual(
      expected ? { route: expected.route.route, params: expected.params } : null,
    );
  });

  it.each([
    '/nope',
    '/dashboard/nope',
    '/goals/101/extra',
    '/entity/onboarding',
    '/DASHBOARD/x/y',
    '/silent-refresh',
  ])('unknown path %s has no route and is framed as redirect-to', (path) => {
    expect(matchPortalRoute(path)).toBeNull();
    expect(frameRouteFor(path).path).toBe(redirectToPath);
  });

  it('the root is framed as the dashboard it redirects to (signed in)', () => {
    expect(frameRouteFor('/').page).toBe('dashboard');
    expect(isPublicPath('/')).toBe(false);
  });

  it('public means no guard, signed in means a guard: the two never disagree', () => {
    for (const route of portalRoutes)
      expect(route.guard === 'none', route.path).toBe(route.group === 'public');
  });

  it('only /profile asks for the account (onboarding step FOURTH or DONE)', () => {
    expect(portalRoutes.filter((route) => route.guard === 'account').map((route) => route.path)).toEqual([
      '/profile',
    ]);
  });

  it('every page of the table has its own chunk loader, and no loader is unused', () => {
    const used = new Set(portalRoutes.map((route) => route.page));
    expect(new Set(Object.keys(pages))).toEqual(used);
  });

  it('no two routes share a path', () => {
    const paths = portalRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/register', true],
    ['/maintenance?callback=/goals', true],
    ['/unknown', true],
    ['/dashboard', false],
    ['/companies', false],
    ['/profile', false],
  ])('isPublicPath(%s) = %s', (path, expected) => {
    expect(isPublicPath(path.split('?')[0] ?? path)).toBe(expected);
  });
});
