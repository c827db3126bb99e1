import { useApi, useAuthState } from '@portal/platform';
import { Button } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './EnterAsBanner.css.ts';
import { currentEnterAsId, enteredRole, leaveEnteredClient } from './enterAs.ts';

/** The signed-in person's subject (not the account they act for), once the session is known. */
export function useSignedInSubject(): string | undefined {
  const state = useAuthState();
  return state.status === 'signed-in' ? state.user.profile.sub : undefined;
}

/**
 * While the portal shows another account (an administrator acting as a client, or a client in a
 * company they represent), every page says whose portal this is, with the way out (which clears
 * the stored id and returns to "Cambiar usuario").
 */
export function EnterAsBanner() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const id = currentEnterAsId();
  const subject = useSignedInSubject();
  const user = useQuery({ ...queries.currentUser(), enabled: id !== null });
  if (!id || user.isPending) return null;
  // The stored id names an account this person may not see (or it cannot be read): said plainly,
  // with the way back, and never worded as an administrator's or a representative's access.
  if (!user.data) {
    return (
      <section className={styles.banner} aria-label={t('enterAs.otherLabel')}>
        <p className={styles.text}>{t('enterAs.unavailable', { id })}</p>
        <Button tone="secondary" onClick={() => leaveEnteredClient()}>
          {t('enterAs.backToOwn')}
        </Button>
      </section>
    );
  }
  const name = `${user.data.firstname} ${user.data.surname}`;
  const role = enteredRole(user.data, subject);
  return (
    <section
      className={styles.banner}
      aria-label={t(role === 'representative' ? 'enterAs.representativeLabel' : 'enterAs.label')}
    >
      <p className={styles.text}>
        {role === 'representative'
          ? t('enterAs.representing', { name })
          : t('enterAs.viewing', { name, email: user.data.email })}
      </p>
      <Button tone="secondary" onClick={() => leaveEnteredClient()}>
        {t(role === 'representative' ? 'enterAs.backToOwn' : 'enterAs.leave')}
      </Button>
    </section>
  );
}
