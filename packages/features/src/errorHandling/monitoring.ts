/**
 * Monitoring (SPEC §6, §9): in Production only, with a DSN; 100 % session sampling with replay,
 * breadcrumbs capped at 100, error-logging response bodies up to 32 KiB, the isAdmin flag attached.
 * Sentry loads lazily, so it costs nothing to the first page, to development or to tests.
 */
export const monitoringSettings = {
  replaysSessionSampleRate: 1.0,
  replaysOnErrorSampleRate: 1.0,
  maxBreadcrumbs: 100,
  maxResponseBodyBytes: 32 * 1024,
} as const;

export interface MonitoringConfig {
  environment: string;
  dsn: string | null | undefined;
  release: string;
}

export function shouldMonitor(config: Pick<MonitoringConfig, 'environment' | 'dsn'>): boolean {
  return config.environment === 'Production' && Boolean(config.dsn);
}

/** Cuts a response body to the 32 KiB the error log keeps. */
export function truncateForLog(
  body: string,
  limit: number = monitoringSettings.maxResponseBodyBytes,
): string {
  const bytes = new TextEncoder().encode(body);
  if (bytes.length <= limit) return body;
  return `${new TextDecoder().decode(bytes.slice(0, limit)).replace(/\uFFFD$/, '')}…`;
}

export interface Monitor {
  report(error: unknown, context?: Record<string, unknown>): void;
  setUser(user: { id: string; isAdmin: boolean }): void;
}

export const noMonitor: Monitor = { report: () => undefined, setUser: () => undefined };

/** Starts Sentry when the config asks for it; otherwise a no-op monitor. */
export async function startMonitoring(config: MonitoringConfig): Promise<Monitor> {
  if (!shouldMonitor(config) || !config.dsn) return noMonitor;
  const Sentry = await import('@sentry/react');
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
    report: (error, context) => void Sentry.captureException(error, { extra: context }),
    setUser: (user) => {
      Sentry.setUser({ id: user.id });
      Sentry.setTag('isAdmin', String(user.isAdmin));
    },
  };
}
