import { firstPortfolioHistory, portfolioHistoryPath } from '@portal/features/moneyRules';
import {
  earlyConfigKey,
  earlySessionHeaders,
  jsonRead,
  sendEarly,
  startupRequests,
} from '@portal/platform/early';
import { dayIn } from '@portal/platform/format';

/**
 * The first page's data on its way while the app's script downloads (docs/RULES.md#early-start):
 * a script of its own, under 2 KB, that index.html loads before the app. On every page but the
 * public ones, with a stored session that stays valid a while, it sends the start-up calls (the
 * client and the registration's status); on the pages whose first data is the portfolio's history
 * (the route table's: /dashboard and /goals) also that history for the chart's first period at this
 * screen's size, and on /dashboard it asks for the page's own
 * scripts (as the app would once its script has run). A return visit sends them with the
 * configuration kept from the last one, without waiting for config.json. The app takes those
 * answers instead of asking again (platform's earlyRequests.ts). Anything unexpected, and it does
 * nothing: the app asks as it always did.
 */
const base = new URL('../', import.meta.url).pathname;

/** The public pages (the route table's, written in by the build: earlyStartPlugin.ts). */
const publicPaths = '__PORTAL_PUBLIC_PATHS__'.split(',');

/** The pages whose first data is the portfolio's history (the route table's `firstData`, written in by the build). */
const portfolioPaths = '__PORTAL_PORTFOLIO_PATHS__'.split(',');

/** The dashboard's path (the route table's, written in by the build). */
const dashboardPath = '__PORTAL_DASHBOARD_PATH__';

/**
 * The dashboard's own scripts (its page, the main frame and what they import), written in by the
 * build (earlyStartPlugin.ts); the app would ask for them only once its script has run.
 */
const dashboardFiles = '__PORTAL_DASHBOARD_FILES__'.split(',');

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
  oidc?: { authority: string; clientId: string };
  rpc?: Record<string, { url: string }>;
}

/**
 * Enough of config.json to go on (the app validates all of it): where the API is. A provider that
 * is missing or malformed finds no stored session below, and nothing is sent.
 */
const isEarlyConfig = (value: unknown): value is EarlyConfig =>
  typeof (value as Partial<EarlyConfig> | null)?.apiBase === 'string';

// The window's own names (location, localStorage, innerWidth) are written bare: the budget is bytes.
async function start() {
  // The path as the route table writes it: without the app's base or a trailing slash.
  const path = location.pathname.slice(base.length - 1).replace(/(.)\/$/, '$1');
  // A public page asks for no client (the provider's return, /auth/login, is one of them).
  if (publicPaths.includes(path)) return;
  const dashboard = path === dashboardPath;
  const portfolio = portfolioPaths.includes(path);
  // The dashboard's scripts come now: drawn next, or once the client has signed in (from the cache).
  if (dashboard) preloadDashboardFiles();
  // The runtime configuration, as the app asks for it (it takes this answer too), kept for the
  // next visit once it has come.
  const [fresh] = sendEarly([{ url: `${base}config.json`, init: { method: 'GET', cache: 'no-store' } }]).map(
    (answer) =>
      answer.then(async (configAnswer) => {
        const text = await configAnswer.text();
        if (configAnswer.ok) localStorage.setItem(earlyConfigKey, text);
        return text;
      }),
  );
  fresh?.catch(() => undefined);
  // A return visit goes on with the configuration of the last one, without waiting for this one's:
  // the app reads config.json anew, and takes an early answer only where it asks the very same call.
  // A kept copy that does not read as one waits for this visit's, as a first visit does.
  let config: unknown;
  try {
    config = JSON.parse(String(localStorage.getItem(earlyConfigKey)));
  } catch {
    // Nothing kept that reads: as on a first visit.
  }
  if (!isEarlyConfig(config)) config = JSON.parse(String(await fresh));
  if (!isEarlyConfig(config)) return;
  const headers = earlySessionHeaders(
    { authority: String(config.oidc?.authority), clientId: String(config.oidc?.clientId) },
    localStorage,
    Date.now(),
  );
  if (!headers) return;
  const apiBase = new URL(config.apiBase, new URL(base, location.origin)).href;
  const history = firstPortfolioHistory(dayIn(new Date()), innerWidth);
  sendEarly([
    ...startupRequests(apiBase, config.rpc, headers),
    ...(portfolio
      ? [jsonRead(`${apiBase}${portfolioHistoryPath(history.from, history.points)}`, headers)]
      : []),
  ]);
}

// Never in the way: whatever fails here, the app asks for itself.
void start().catch(() => undefined);
