import type { Monitor, MonitoringConfig } from './monitorSettings.ts';

export * from './monitorSettings.ts';

export function shouldMonitor(config: Pick<MonitoringConfig, 'environment' | 'dsn'>): boolean {
  return config.environment === 'Production' && Boolean(config.dsn);
}

export const noMonitor: Monitor = { report: () => undefined, setUser: () => undefined };

/**
 * Starts Sentry when the config asks for it; otherwise a no-op monitor. Sentry and what the monitor
 * does with errors load only then (sentryMonitor.ts): nothing of it is on the first page.
 */
export async function startMonitoring(config: MonitoringConfig): Promise<Monitor> {
  if (!shouldMonitor(config) || !config.dsn) return noMonitor;
  const { sentryMonitor } = await import('./sentryMonitor.ts');
  return sentryMonitor({ ...config, dsn: config.dsn });
}

/** What a run reports before its monitor has started, kept for it (oldest first, up to a cap). */
export const earlyReportLimit = 20;

export interface DeferredMonitor extends Monitor {
  /** Hands on what was kept, in order, then forwards everything to `monitor`. */
  attach(monitor: Monitor): void;
}

/**
 * The monitor of a run whose session starts before monitoring does (Sentry loads lazily, after the
 * config and the session): a failed discovery or renewal, or a session that ended (docs/RULES.md#error-texts), is
 * kept and reported once the real monitor exists, not lost because it came first.
 */
export function deferredMonitor(limit = earlyReportLimit): DeferredMonitor {
  let target: Monitor | null = null;
  const early: Array<{ error: unknown; context: Record<string, unknown> | undefined }> = [];
  let user: { id: string; isAdmin: boolean } | null = null;
  return {
    report(error, context) {
      if (target) target.report(error, context);
      else if (early.length < limit) early.push({ error, context });
    },
    setUser(next) {
      if (target) target.setUser(next);
      else user = next;
    },
    attach(monitor) {
      target = monitor;
      for (const { error, context } of early.splice(0)) monitor.report(error, context);
      if (user) monitor.setUser(user);
      user = null;
    },
  };
}
