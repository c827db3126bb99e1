import { closeTargetFor } from '@portal/features';
import { StepLayout } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import * as styles from '../shell/PortalLayout.css.ts';
import { StepContext } from './stepContext.ts';

/** react-router keeps the entry's index in history.state: 0 means the flow was opened directly. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * The step layout wired (SPEC §2): the logo on the first step, a back button later, and close by the
 * one close rule (closeTargetFor). "Go back" with nothing to go back to goes home instead of leaving.
 */
export function StepFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [step, setStep] = useState(1);
  const back = () => (canGoBack() ? navigate(-1) : navigate('/dashboard'));
  return (
    <StepContext.Provider value={setStep}>
      <StepLayout
        isFirstStep={step <= 1}
        logo={
          <Link to="/dashboard" className={styles.logo}>
            {t('brand')}
          </Link>
        }
        onBack={back}
        onClose={() => {
          const target = closeTargetFor(pathname);
          if (target.kind === 'navigate') navigate(target.to);
          else back();
        }}
      >
        {children}
      </StepLayout>
    </StepContext.Provider>
  );
}
