import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './StepLayout.css.ts';

export interface StepLayoutProps {
  /** First step: the logo (a link to /dashboard); later steps: a back button. */
  isFirstStep: boolean;
  /** The logo linking to /dashboard, shown on the first step. */
  logo: ReactNode;
  onBack: () => void;
  /** The close button is always there; where it goes is the caller's (closeTargetFor). */
  onClose: () => void;
  children: ReactNode;
}

/** The "bpstepsheader" layout of step flows (SPEC §2): deposit, rescue, onboarding... */
export function StepLayout({ isFirstStep, logo, onBack, onClose, children }: StepLayoutProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        {isFirstStep ? (
          logo
        ) : (
          <button type="button" className={styles.iconButton} onClick={onBack} aria-label={t('header.back')}>
            <Icon name="arrowLeft" />
          </button>
        )}
        <span className={styles.spacer} />
        <button
          type="button"
          className={styles.iconButton}
          onClick={onClose}
          aria-label={t('stepLayout.close')}
        >
          <Icon name="close" />
        </button>
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}
