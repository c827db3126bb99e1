import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './LoadingBar.css.ts';
import { loadingBarHideDelayMs } from './loadingBarTiming.ts';

export interface LoadingBarProps {
  /** Tracked requests in flight (the HTTP client's request counter). */
  pendingCount: number;
}

/** The top loading bar: visible while requests are pending, hidden 50 ms after the last one ends.
 * A landmark of its own: axe (and screen-reader users moving by landmark) find it inside one. */
export function LoadingBar({ pendingCount }: LoadingBarProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(pendingCount > 0);
  useEffect(() => {
    if (pendingCount > 0) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), loadingBarHideDelayMs);
    return () => clearTimeout(timer);
  }, [pendingCount]);
  if (!visible) return null;
  // A named region, so the bar (drawn above every layout, outside their landmarks) is itself in one.
  return (
    <section aria-label={t('loadingBar.region')}>
      <div className={styles.track} role="progressbar" aria-label={t('loadingBar.label')} aria-busy="true">
        <div className={styles.bar} />
      </div>
    </section>
  );
}
