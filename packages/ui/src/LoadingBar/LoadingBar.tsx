import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './LoadingBar.css.ts';
import { loadingBarHideDelayMs } from './loadingBarTiming.ts';

export interface LoadingBarProps {
  /** Tracked requests in flight (the HTTP client's request counter). */
  pendingCount: number;
}

/** The top loading bar: visible while requests are pending, hidden 50 ms after the last one ends. */
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
  return (
    <div className={styles.track} role="progressbar" aria-label={t('loadingBar.label')} aria-busy="true">
      <div className={styles.bar} />
    </div>
  );
}
