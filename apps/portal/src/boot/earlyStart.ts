import { firstPortfolioHistory, portfolioHistoryPath } from '@portal/features/moneyRules';
import { earlySessionHeaders, jsonRead, sendEarly, startupRequests } from '@portal/platform/early';
import { chileDate } from '@portal/platform/format';

/**
 * The first page's data on its way while the app's script downloads (docs/RULES.md#early-start):
 * a script of its own, a few hundred bytes, that index.html loads before the app. On /dashboard,
 * with a stored session that stays valid a while, it sends the start-up calls (the client and the
 * registration's status) and the portfolio's history for the chart's first period at this screen's
 * size; the app takes those answers instead of asking again (platform's earlyRequests.ts). Anything
 * else, or anything unexpected, and it does nothing: the app asks as it always did.
 */
const base = new URL('../', import.meta.url).pathname;

interface EarlyConfig {
  apiBase: string;
  oidc: { authority: string; clientId: string };
  rpc?: Record<string, { url: string }>;
}

function isEarlyConfig(value: unknown): value is EarlyConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { apiBase, oidc } = value as Partial<EarlyConfig>;
  return (
    typeof apiBase === 'string' &&
    typeof oidc === 'object' &&
    oidc !== null &&
    typeof oidc.authority === 'string' &&
    typeof oidc.clientId === 'string'
  );
}

async function start() {
  const path = window.location.pathname.slice(base.length - 1);
  // The provider's return (a code and state) is the sign-in's own round trip: no session yet.
  if (!/^\/dashboard\/?$/.test(path) || new URLSearchParams(window.location.search).has('code')) return;
  // The runtime configuration, as the app asks for it (it takes this answer too).
  const [configAnswer] = sendEarly([
    { url: `${base}config.json`, init: { method: 'GET', cache: 'no-store' } },
  ]);
  const config: unknown = await (await configAnswer)?.json();
  if (!isEarlyConfig(config)) return;
  const headers = earlySessionHeaders(config.oidc, window.localStorage, Date.now());
  if (!headers) return;
  const apiBase = new URL(config.apiBase, new URL(base, window.location.origin)).href;
  const history = firstPortfolioHistory(chileDate(), window.innerWidth);
  sendEarly([
    ...startupRequests(apiBase, config.rpc, headers),
    jsonRead(`${apiBase}${portfolioHistoryPath(history.from, history.points)}`, headers),
  ]);
}

// Never in the way: whatever fails here, the app asks for itself.
void start().catch(() => undefined);
