import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import * as styles from './DataState.css.ts';

/** Where data for a part of a page stands (see `stateOfQuery` in @portal/platform). */
export type DataStateKind = 'loading' | 'error' | 'empty' | 'ready';

export interface DataStateProps {
  state: DataStateKind;
  /** What shows once the data is there. */
  children?: ReactNode;
  /** Texts of each state; the generic Spanish ones by default. */
  loadingText?: ReactNode;
  errorText?: ReactNode;
  emptyText?: ReactNode;
  /** Offered in the error state: try the call again. Without it, no button. */
  onRetry?: () => void;
  retryLabel?: string;
}

/**
 * The loading, error-with-retry and empty states every list and page section shares, announced to
 * screen readers (status for loading, alert for errors). Data and callbacks come in as props.
 */
export function DataState({
  state,
  children,
  loadingText,
  errorText,
  emptyText,
  onRetry,
  retryLabel,
}: DataStateProps) {
  const { t } = useTranslation('ui');
  switch (state) {
    case 'loading':
      return (
        // data-loading: what is still on its way (the visual tests wait for it to go).
        <div className={styles.state} role="status" data-loading="">
          <span className={styles.spinner} aria-hidden="true" />
          <p className={styles.message}>{loadingText ?? t('dataState.loading')}</p>
        </div>
      );
    case 'error':
      return (
        <div className={styles.state} role="alert">
          <p className={styles.message}>{errorText ?? t('dataState.error')}</p>
          {onRetry ? (
            <Button tone="secondary" onClick={onRetry}>
              {retryLabel ?? t('dataState.retry')}
            </Button>
          ) : null}
        </div>
      );
    case 'empty':
      return (
        <div className={styles.state}>
          <p className={styles.message}>{emptyText ?? t('dataState.empty')}</p>
        </div>
      );
    default:
      return <>{children}</>;
  }
}
