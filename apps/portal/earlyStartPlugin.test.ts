import { describe, expect, it } from 'vitest';
import { dashboardFiles, dashboardPath, portfolioPaths, publicPaths } from './earlyStartPlugin.ts';
import { portalRoutes } from './src/routing/routeTable.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  moduleIds,
});

describe('dashboardFiles: the scripts the early start asks for on /dashboard', () => {
  it('the dashboard page’s and the main frame’s chunks and what they import, less the first page’s', () => {
    const bundle = {
      'assets/main.js': chunk(
        'assets/main.js',
        ['/repo/apps/portal/src/main.tsx'],
        ['assets/libraries.js'],
        true,
      ),
      'assets/libraries.js': chunk('assets/libraries.js', ['/repo/node_modules/react/index.js']),
      'assets/DashboardPage.js': chunk(
        'assets/DashboardPage.js',
        ['/repo/apps/portal/src/pages/DashboardPage.tsx'],
        ['assets/libraries.js', 'assets/money.js'],
      ),
      'assets/money.js': chunk(
        'assets/money.js',
        ['/repo/packages/features/src/money/ClientBalance.tsx'],
        ['assets/ui.js'],
      ),
      'assets/ui.js': chunk('assets/ui.js', ['/repo/packages/ui/src/Button/Button.tsx']),
      'assets/frames.js': chunk(
        'assets/frames.js',
        ['C:\\repo\\apps\\portal\\src\\shell\\MainFrame.tsx', '/repo/apps/portal/src/shell/GuardedArea.tsx'],
        ['assets/ui.js'],
      ),
      'assets/GoalsPage.js': chunk(
        'assets/GoalsPage.js',
        ['/repo/apps/portal/src/pages/GoalsPage.tsx'],
        ['assets/goals.js'],
      ),
      'assets/goals.js': chunk('assets/goals.js', ['/repo/packages/features/src/goals/GoalList.tsx']),
      // Asked by the app only once its script has run: the texts' library and the chart's code.
      'assets/i18next.js': chunk('assets/i18next.js', ['/repo/node_modules/i18next/dist/esm/i18next.js']),
      'assets/chart.js': chunk(
        'assets/chart.js',
        [
          '/repo/packages/ui/src/TimeSeriesChart/TimeSeriesChart.tsx',
          '/repo/node_modules/d3-shape/src/line.js',
        ],
        ['assets/ui.js'],
      ),
      's-1.css': { type: 'asset' as const },
    };
    expect(dashboardFiles(bundle)).toEqual([
      'assets/DashboardPage.js',
      'assets/chart.js',
      'assets/frames.js',
      'assets/i18next.js',
      'assets/money.js',
      'assets/ui.js',
    ]);
  });

  it('nothing when the bundle has no dashboard', () => {
    expect(
      dashboardFiles({
        'assets/main.js': chunk('assets/main.js', ['/repo/apps/portal/src/main.tsx'], [], true),
      }),
    ).toEqual([]);
  });
});

describe('publicPaths: where the early start sends nothing', () => {
  it('the route table’s public pages, the provider’s return among them', () => {
    expect(publicPaths(portalRoutes)).toEqual(
      expect.arrayContaining(['/auth/login', '/register', '/redirect-to']),
    );
    expect(publicPaths(portalRoutes)).not.toContain('/dashboard');
  });

  it.each([
    ['a parameter', '/invite/:code'],
    ['a wildcard', '/help/*'],
  ])('refuses a public path with %s (it compares whole paths)', (_name, path) => {
    expect(() => publicPaths([{ path, group: 'public' }])).toThrow(/whole paths/);
  });
});

describe('portfolioPaths: the first data the early start sends, read from the route table', () => {
  const withFirstData = portalRoutes.filter((route) => route.firstData?.length);

  it.each(withFirstData.map((route) => [route.path, route] as const))(
    '%s: started early exactly when its first data holds the portfolio’s history',
    (path, route) => {
      expect(portfolioPaths(portalRoutes).includes(path)).toBe(
        route.firstData?.includes('portfolioHistory') ?? false,
      );
    },
  );

  it('the dashboard and the goals’ list, where the chart and the rows draw from it', () => {
    expect(portfolioPaths(portalRoutes)).toEqual(['/dashboard', '/goals']);
    expect(dashboardPath(portalRoutes)).toBe('/dashboard');
  });

  it('refuses first data on a path with a parameter (the early start compares whole paths)', () => {
    expect(() => portfolioPaths([{ path: '/goals/:goalId', firstData: ['portfolioHistory'] }])).toThrow(
      /whole paths/,
    );
  });
});
