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
  // Each attempt asks the provider again; a failed one is said, with a retry.
  const [attempt, setAttempt] = useState({ failed: false });
  const { failed } = attempt;
  useEffect(() => {
    if (attempt.failed) return;
    clearStoredFlags(localStorage);
    session.signOut().catch((error: unknown) => {
      console.error('Sign-out from /clear failed', error);
      setAttempt({ failed: true });
    });
  }, [session, attempt]);
  return (
    <Page
      width="narrow"
      title={t(failed ? 'pages.clear.failedTitle' : 'pages.clear.title')}
      lead={failed ? t('pages.clear.failedLead') : <span role="status">{t('pages.clear.lead')}</span>}
      actions={
        failed ? (
          <Button onClick={() => setAttempt({ failed: false })}>{t('pages.common.retry')}</Button>
        ) : null
      }
    />
  );
}
