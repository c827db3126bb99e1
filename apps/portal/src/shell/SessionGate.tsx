import { useAuthState, usePortalSession } from '@portal/platform';
import { Button } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './SessionGate.css.ts';

/** Guarded routes need a signed-in user (docs/RULES.md#roles-and-permissions); an ended session says why and offers to sign in again. */
export function SessionGate({ children }: { children: ReactNode }) {
  const state = useAuthState();
  const session = usePortalSession();
  const { t } = useTranslation('app');
  if (state.status === 'starting') return null;
  if (state.status === 'ended') {
    return (
      <main className={styles.page}>
        <section className={styles.card} role="alert" aria-labelledby="session-ended-title">
          <h1 id="session-ended-title" className={styles.title}>
            {t(`session.${state.reason}.title`)}
          </h1>
          <p>{t(`session.${state.reason}.text`)}</p>
          <Button
            onClick={() =>
              void session.signIn(`${window.location.origin}${import.meta.env.BASE_URL}dashboard`)
            }
          >
            {t('session.signInAgain')}
          </Button>
        </section>
      </main>
    );
  }
  return children;
}
