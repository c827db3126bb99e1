import { useApi } from '@portal/platform';
import { Button } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './EnterAsBanner.css.ts';
import { currentEnterAsId, leaveEnteredClient } from './enterAs.ts';

/**
 * While an administrator acts as a client, every page says whose portal this is, with the way out
 * (which clears the stored id and returns to the client search).
 */
export function EnterAsBanner() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const id = currentEnterAsId();
  const user = useQuery({ ...queries.currentUser(), enabled: id !== null });
  if (!id) return null;
  const name = user.data ? `${user.data.firstname} ${user.data.surname}` : id;
  return (
    <section className={styles.banner} aria-label={t('enterAs.label')}>
      <p className={styles.text}>{t('enterAs.viewing', { name, email: user.data?.email ?? '' })}</p>
      <Button tone="secondary" onClick={() => leaveEnteredClient()}>
        {t('enterAs.leave')}
      </Button>
    </section>
  );
}
