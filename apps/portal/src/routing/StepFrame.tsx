import { closeTargetFor } from '@portal/features';
import { InboxButton } from '@portal/features/InboxButton';
import { StepLayout } from '@portal/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageAnnouncer } from '../shell/PageAnnouncer.tsx';
import * as styles from '../shell/PortalLayout.css.ts';
import { StepContext } from './stepContext.ts';

/** react-router keeps the entry's index in history.state: 0 is the tab's first entry of the app. */
function historyIndex(): number {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/**
 * The step layout wired (docs/RULES.md#step-layout): the logo on the first step, a back button later, and close by the
 * one close rule (closeTargetFor). "Go back" with nothing to go back to goes home instead of leaving.
 * A flow's steps are history entries of their own (`?paso=`), so close's "back one page" goes back
 * past every entry of the flow's path to the page it was opened from, not to the previous step.
 */
export function StepFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [step, setStep] = useState(1);
  // The history index where this path was entered (its later steps only add entries after it).
  const entry = useRef({ pathname, index: historyIndex() });
  useEffect(() => {
    if (entry.current.pathname !== pathname) entry.current = { pathname, index: historyIndex() };
  }, [pathname]);
  const back = (entries: number) => {
    if (historyIndex() >= entries) navigate(-entries);
    else navigate('/dashboard');
  };
  return (
    <StepContext.Provider value={setStep}>
      <PageAnnouncer site={t('brand')} />
      <StepLayout
        isFirstStep={step <= 1}
        logo={
          <Link to="/dashboard" className={styles.logo}>
            {t('brand')}
          </Link>
        }
        onBack={() => back(1)}
        actions={
          // No mail leaves the demo: a confirmation code's email is a notification, read here
          // without leaving the flow (docs/RULES.md#confirmation-codes). Statically false in
          // production builds, where the code goes by email.
          import.meta.env.VITE_DEMO === 'true' ? <InboxButton kind="notifications" /> : null
        }
        onClose={() => {
          const target = closeTargetFor(pathname);
          if (target.kind === 'navigate') navigate(target.to);
          else back(Math.max(1, historyIndex() - entry.current.index + 1));
        }}
      >
        {children}
      </StepLayout>
    </StepContext.Provider>
  );
}
