import { clearStoredFlags, usePortalSession } from '@portal/platform';
import { Button, Page } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * /clear (public, docs/RULES.md#routes-and-layouts): removes the stored flags (enter-as, admin, debug, token) and ends the
 * session with the provider, which brings the browser back to the portal's start.
 */
export default function ClearPage() {
  const { t } = useTranslation('app');
  const session = usePortalSession();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    clearStoredFlags(localStorage);
    session.signOut().catch((error: unknown) => {
      console.error('Sign-out from /clear failed', error);
      setFailed(true);
    });
  }, [session, attempt]);
  return (
    <Page
      width="narrow"
      title={t(failed ? 'pages.clear.failedTitle' : 'pages.clear.title')}
      lead={failed ? t('pages.clear.failedLead') : <span role="status">{t('pages.clear.lead')}</span>}
      actions={
        failed ? (
          <Button
            onClick={() => {
              setFailed(false);
              setAttempt((value) => value + 1);
            }}
          >
            {t('pages.common.retry')}
          </Button>
        ) : null
      }
    />
  );
}
