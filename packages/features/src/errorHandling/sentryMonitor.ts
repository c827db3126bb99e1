import { HttpError } from '@portal/platform';
import * as Sentry from '@sentry/react';
import { type Monitor, type MonitoringConfig, monitoringSettings } from './monitorSettings.ts';

/** Cuts a response body to the 32 KiB the error log keeps. */
export function truncateForLog(
  body: string,
  limit: number = monitoringSettings.maxResponseBodyBytes,
): string {
  const bytes = new TextEncoder().encode(body);
  if (bytes.length <= limit) return body;
  return `${new TextDecoder().decode(bytes.slice(0, limit)).replace(/\uFFFD$/, '')}…`;
}

/**
 * What the error log keeps of a failed call (docs/RULES.md#constants-and-limits): its status, its URL (an access token in a
 * file URL, docs/RULES.md#calls, never leaves) and its body up to 32 KiB. Nothing for other errors.
 */
export async function httpErrorContext(error: unknown): Promise<Record<string, unknown> | undefined> {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.response.bodyUsed
    ? null
    : await error.response
        .clone()
        .text()
        .catch(() => null);
  return {
    status: error.status,
    url: error.url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]'),
    ...(body ? { responseBody: truncateForLog(body) } : {}),
  };
}

/** The monitor on Sentry (Production with a DSN: monitoring.ts decides, and loads this then). */
export function sentryMonitor(config: MonitoringConfig & { dsn: string }): Monitor {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    maxBreadcrumbs: monitoringSettings.maxBreadcrumbs,
    replaysSessionSampleRate: monitoringSettings.replaysSessionSampleRate,
    replaysOnErrorSampleRate: monitoringSettings.replaysOnErrorSampleRate,
    integrations: [Sentry.replayIntegration()],
  });
  return {
    report: (error, context) =>
      void httpErrorContext(error).then((call) =>
        Sentry.captureException(error, { extra: { ...context, ...call } }),
      ),
    setUser: (user) => {
      Sentry.setUser({ id: user.id });
      Sentry.setTag('isAdmin', String(user.isAdmin));
    },
  };
}
