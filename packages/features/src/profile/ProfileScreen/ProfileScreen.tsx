import { useApi } from '@portal/platform';
import { Button, mainContentId } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from '../AvatarUpload/AvatarUpload.tsx';
import { useProfilePhoto } from '../useProfilePhoto.ts';
import * as styles from './ProfileScreen.css.ts';

export interface ProfileScreenProps {
  /** The appearance's control (the theme is the app's to keep): drawn in its own card, last. */
  appearance?: ReactNode;
}

/** "Mi cuenta" (docs/RULES.md#routes-and-layouts /profile): the client's data and their photo, then the appearance. */
export function ProfileScreen({ appearance }: ProfileScreenProps) {
  const { t } = useTranslation('profile');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());
  const { upload, photoUrl } = useProfilePhoto();

  return (
    <main id={mainContentId} className={styles.page} aria-busy={user.isPending}>
      <h1 className={styles.title}>{t('title')}</h1>
      {user.isPending ? <p role="status">{t('loading')}</p> : null}
      {user.isError ? (
        <section className={styles.card} role="alert">
          <p>{t('errorTitle')}</p>
          <Button onClick={() => void user.refetch()}>{t('retry')}</Button>
        </section>
      ) : null}
      {user.data ? (
        <section className={styles.card} aria-labelledby="profile-photo-title">
          <h2 id="profile-photo-title" className={styles.label}>
            {t('photo')}
          </h2>
          <AvatarUpload
            firstname={user.data.firstname}
            surname={user.data.surname}
            photoUrl={photoUrl(user.data.photoProfileId?.value)}
            upload={upload}
          />
          <dl>
            <dt className={styles.label}>{t('name')}</dt>
            <dd className={styles.name} data-testid="signed-in-name">
              {user.data.firstname} {user.data.surname}
            </dd>
            <dt className={styles.label}>{t('email')}</dt>
            <dd className={styles.value}>{user.data.email}</dd>
          </dl>
        </section>
      ) : null}
      {appearance ? (
        <section className={styles.card} aria-labelledby="appearance-title">
          <h2 id="appearance-title" className={styles.label}>
            {t('appearance')}
          </h2>
          {appearance}
        </section>
      ) : null}
    </main>
  );
}
