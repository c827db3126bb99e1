// What the monitor is and how it is set (docs/RULES.md#roles-and-permissions, #constants-and-limits): shared by the choice (monitoring.ts, on the
// first page) and the Sentry monitor it loads (sentryMonitor.ts).

/**
 * Monitoring (docs/RULES.md#roles-and-permissions, #constants-and-limits): in Production only, with a DSN; 100 % session sampling with replay,
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

export interface Monitor {
  report(error: unknown, context?: Record<string, unknown>): void;
  setUser(user: { id: string; isAdmin: boolean }): void;
}
