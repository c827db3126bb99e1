import { firstPortfolioHistory, portfolioHistoryPath } from '@portal/features/moneyRules';
import { earlySessionHeaders, jsonRead, sendEarly, startupRequests } from '@portal/platform/early';
import { dayIn } from '@portal/platform/format';

/**
 * The first page's data on its way while the app's script downloads (docs/RULES.md#early-start):
 * a script of its own, under 2 KB, that index.html loads before the app. On /dashboard it asks for
 * the page's own files (as the app would once its script has run), and with a stored session that
 * stays valid a while it sends the start-up calls (the client and the registration's status) and
 * the portfolio's history for the chart's first period at this screen's size; the app takes those
 * answers instead of asking again (platform's earlyRequests.ts). Anything else, or anything
 * unexpected, and it does nothing: the app asks as it always did.
 */
const base = new URL('../', import.meta.url).pathname;

/**
 * The dashboard's own scripts (its page, the main frame and what they import), written in by the
 * build (earlyStartPlugin.ts); the app would ask for them only once its script has run.
 */
const dashboardFiles = '__PORTAL_DASHBOARD_FILES__'.split(',').filter((file) => file.endsWith('.js'));

/** Asks for the dashboard's scripts now, as the app's own preloads would, so they download beside its script. */
function preloadDashboardFiles() {
  for (const file of dashboardFiles) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `${base}assets/${file}`;
    document.head.append(link);
  }
}

interface EarlyConfig {
  apiBase: string;
  oidc: { authority: string; clientId: string };
  rpc?: Record<string, { url: string }>;
}

/** Enough of config.json to go on (the app validates all of it). */
function isEarlyConfig(value: unknown): value is EarlyConfig {
  const config = value as Partial<EarlyConfig> | null;
  return [config?.apiBase, config?.oidc?.authority, config?.oidc?.clientId].every(
    (field) => typeof field === 'string',
  );
}

async function start() {
  const path = window.location.pathname.slice(base.length - 1);
  // The provider's return (a code and state) is the sign-in's own round trip: no session yet.
  if (!/^\/dashboard\/?$/.test(path) || new URLSearchParams(window.location.search).has('code')) return;
  // Someone signed in on this browser: the dashboard will be drawn, so its files can come now.
  if (Object.keys(window.localStorage).some((key) => key.startsWith('oidc.user:'))) preloadDashboardFiles();
  // The runtime configuration, as the app asks for it (it takes this answer too).
  const [configAnswer] = sendEarly([
    { url: `${base}config.json`, init: { method: 'GET', cache: 'no-store' } },
  ]);
  const config: unknown = await (await configAnswer)?.json();
  if (!isEarlyConfig(config)) return;
  const headers = earlySessionHeaders(config.oidc, window.localStorage, Date.now());
  if (!headers) return;
  const apiBase = new URL(config.apiBase, new URL(base, window.location.origin)).href;
  const history = firstPortfolioHistory(dayIn(new Date()), window.innerWidth);
  sendEarly([
    ...startupRequests(apiBase, config.rpc, headers),
    jsonRead(`${apiBase}${portfolioHistoryPath(history.from, history.points)}`, headers),
  ]);
}

// Never in the way: whatever fails here, the app asks for itself.
void start().catch(() => undefined);
