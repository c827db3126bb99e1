import { useAuthState, usePortalSession } from '@portal/platform';
import { Button } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { frameRouteFor } from '../routing/matchPortalRoute.ts';
import * as styles from './SessionGate.css.ts';

/**
 * Guarded routes need a signed-in user (docs/RULES.md#roles-and-permissions); an ended session says
 * why and offers to sign in again, back to the page the client was on (docs/RULES.md#steps-and-drafts:
 * a flow's step, with what was typed, which the tab kept).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const state = useAuthState();
  const session = usePortalSession();
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const inFlow = frameRouteFor(pathname).layout === 'bpstepsheader';
  if (state.status === 'starting') return null;
  if (state.status === 'ended') {
    return (
      <main className={styles.page}>
        <section className={styles.card} role="alert" aria-labelledby="session-ended-title">
          <h1 id="session-ended-title" className={styles.title}>
            {t(`session.${state.reason}.title`)}
          </h1>
          <p>{t(`session.${state.reason}.text`)}</p>
          {inFlow ? <p data-testid="session-flow-kept">{t('session.flowKept')}</p> : null}
          <Button onClick={() => void session.signIn(window.location.href)}>
            {t('session.signInAgain')}
          </Button>
        </section>
      </main>
    );
  }
  return children;
}
