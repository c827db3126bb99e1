import { Button, mainContentId } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maintenanceReturnTarget } from '../maintenanceRules.ts';
import * as styles from './MaintenancePage.css.ts';

/** How often the maintenance page asks whether maintenance is over. */
export const maintenancePagePollMs = 15_000;

export interface MaintenancePageProps {
  /** True while the portal is in maintenance. */
  check: () => Promise<boolean>;
  /** The page the client was on (the callback query parameter). */
  callback: string | null;
  /** Leaves the maintenance page for a same-site path. */
  onReturn: (target: string) => void;
  origin?: string;
  pollMs?: number;
}

/** docs/RULES.md#routes-and-layouts, #maintenance: says the portal is in maintenance and returns to the callback once it is over. */
export function MaintenancePage({
  check,
  callback,
  onReturn,
  origin = window.location.origin,
  pollMs = maintenancePagePollMs,
}: MaintenancePageProps) {
  const { t } = useTranslation('maintenance');
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ check, callback, onReturn, origin });
  latest.current = { check, callback, onReturn, origin };

  const verify = useCallback(async () => {
    setChecking(true);
    try {
      const inMaintenance = await latest.current.check();
      setFailed(false);
      if (!inMaintenance)
        latest.current.onReturn(maintenanceReturnTarget(latest.current.callback, latest.current.origin));
    } catch {
      setFailed(true);
    } finally {
      setChecking(false);
    }
  }, []);

  useEffect(() => {
    const timer = setInterval(() => void verify(), pollMs);
    return () => clearInterval(timer);
  }, [verify, pollMs]);

  return (
    <main className={styles.page} id={mainContentId}>
      <section className={styles.card} aria-labelledby="maintenance-title">
        <h1 id="maintenance-title" className={styles.title}>
          {t('title')}
        </h1>
        <p>{t('text')}</p>
        <p className={styles.muted} role="status">
          {checking ? t('checking') : failed ? t('checkFailed') : t('autoRetry')}
        </p>
        <Button className={styles.retry} onClick={() => void verify()} disabled={checking}>
          {t('retry')}
        </Button>
      </section>
    </main>
  );
}
