import { AvatarUpload, useProfilePhoto } from '@portal/features';
import { useApi } from '@portal/platform';
import { Button, mainContentId, ThemeSwitcher } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useThemeChoice } from '../shell/themeContext.ts';
import * as styles from './ProfilePage.css.ts';

/** "Mi cuenta" (docs/RULES.md#routes-and-layouts /profile): the client's data and their photo. */
function ProfilePage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());
  const { upload, photoUrl } = useProfilePhoto();
  const { theme, setTheme } = useThemeChoice();

  return (
    <main id={mainContentId} className={styles.page} aria-busy={user.isPending}>
      <h1 className={styles.title}>{t('profile.title')}</h1>
      {user.isPending ? <p role="status">{t('dashboard.loading')}</p> : null}
      {user.isError ? (
        <section className={styles.card} role="alert">
          <p>{t('dashboard.errorTitle')}</p>
          <Button onClick={() => void user.refetch()}>{t('dashboard.retry')}</Button>
        </section>
      ) : null}
      {user.data ? (
        <section className={styles.card} aria-labelledby="profile-photo-title">
          <h2 id="profile-photo-title" className={styles.label}>
            {t('profile.photo')}
          </h2>
          <AvatarUpload
            firstname={user.data.firstname}
            surname={user.data.surname}
            photoUrl={photoUrl(user.data.photoProfileId?.value)}
            upload={upload}
          />
          <dl>
            <dt className={styles.label}>{t('profile.name')}</dt>
            <dd className={styles.name} data-testid="signed-in-name">
              {user.data.firstname} {user.data.surname}
            </dd>
            <dt className={styles.label}>{t('profile.email')}</dt>
            <dd className={styles.value}>{user.data.email}</dd>
          </dl>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="appearance-title">
        <h2 id="appearance-title" className={styles.label}>
          {t('profile.appearance')}
        </h2>
        <ThemeSwitcher value={theme} onChange={setTheme} />
      </section>
    </main>
  );
}

export default ProfilePage;
