import { useApi } from '@portal/platform';
import { Button, EmailAddress, Heading, PageFrame, Text } from '@portal/ui';
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
    <PageFrame busy={user.isPending}>
      <Heading level={1} size="xxl" weight="bold">
        {t('title')}
      </Heading>
      {user.isPending ? <p role="status">{t('loading')}</p> : null}
      {user.isError ? (
        <section className={styles.card} role="alert">
          <p>{t('errorTitle')}</p>
          <Button onClick={() => void user.refetch()}>{t('retry')}</Button>
        </section>
      ) : null}
      {user.data ? (
        <section className={styles.card} aria-labelledby="profile-photo-title">
          <Text as="h2" id="profile-photo-title" tone="muted" size="sm">
            {t('photo')}
          </Text>
          <AvatarUpload
            firstname={user.data.firstname}
            surname={user.data.surname}
            photoUrl={photoUrl(user.data.photoProfileId?.value)}
            upload={upload}
          />
          <dl>
            <Text as="dt" tone="muted" size="sm">
              {t('name')}
            </Text>
            <Text as="dd" size="lg" weight="semibold" data-testid="signed-in-name">
              {user.data.firstname} {user.data.surname}
            </Text>
            <Text as="dt" tone="muted" size="sm">
              {t('email')}
            </Text>
            <Text as="dd">
              <EmailAddress address={user.data.email} />
            </Text>
          </dl>
        </section>
      ) : null}
      {appearance ? (
        <section className={styles.card} aria-labelledby="appearance-title">
          <Text as="h2" id="appearance-title" tone="muted" size="sm">
            {t('appearance')}
          </Text>
          {appearance}
        </section>
      ) : null}
    </PageFrame>
  );
}
