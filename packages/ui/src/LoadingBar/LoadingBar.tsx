import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './LoadingBar.css.ts';
import { loadingBarHideDelayMs } from './loadingBarTiming.ts';

export interface LoadingBarProps {
  /** Whether any tracked request is in flight (the HTTP client's request counter above zero). */
  busy: boolean;
}

/** The top loading bar: visible while requests are pending, hidden 50 ms after the last one ends.
 * A landmark of its own: axe (and screen-reader users moving by landmark) find it inside one. */
export function LoadingBar({ busy }: LoadingBarProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(busy);
  useEffect(() => {
    if (busy) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), loadingBarHideDelayMs);
    return () => clearTimeout(timer);
  }, [busy]);
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
