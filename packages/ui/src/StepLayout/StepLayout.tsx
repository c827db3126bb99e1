import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import { SkipLink } from '../SkipLink/SkipLink.tsx';
import * as styles from './StepLayout.css.ts';

export interface StepLayoutProps {
  /** First step: the logo (a link to /dashboard); later steps: a back button. */
  isFirstStep: boolean;
  /** The logo linking to /dashboard, shown on the first step. */
  logo: ReactNode;
  onBack: () => void;
  /** The close button is always there; where it goes is the caller's (closeTargetFor). */
  onClose: () => void;
  /** Buttons before close (the demo's notifications, where a confirmation code's email lands). */
  actions?: ReactNode;
  /** The page, which brings its own `main` (ui Page). */
  children: ReactNode;
}

/** The "bpstepsheader" layout of step flows (docs/RULES.md#main-layout): deposit, rescue, onboarding... */
export function StepLayout({ isFirstStep, logo, onBack, onClose, actions, children }: StepLayoutProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.root}>
      <SkipLink />
      <header className={styles.header}>
        {isFirstStep ? logo : <IconButton icon="arrowLeft" label={t('header.back')} onClick={onBack} />}
        <span className={styles.spacer} />
        {actions}
        <IconButton icon="close" label={t('stepLayout.close')} onClick={onClose} />
      </header>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
