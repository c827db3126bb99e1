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
