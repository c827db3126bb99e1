import { formatDateLong, useApi, usePortalSession } from '@portal/platform';
import { Button, CopyButton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './DashboardPage.css.ts';

/** The first page: greets the client, shows who is signed in and the client code with a copy button. */
export function DashboardPage({ onSignOut }: { onSignOut?: () => void }) {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());

  return (
    <main className={styles.page} aria-busy={user.isPending}>
      {user.isPending ? <p role="status">{t('dashboard.loading')}</p> : null}
      {user.isError ? (
        <section className={styles.card} role="alert">
          <h1 className={styles.title}>{t('dashboard.errorTitle')}</h1>
          <p>{t('dashboard.errorText')}</p>
          <Button onClick={() => void user.refetch()}>{t('dashboard.retry')}</Button>
        </section>
      ) : null}
      {user.data ? (
        <>
          <header>
            <h1 className={styles.title}>
              {t('dashboard.greeting', { name: user.data.preferedName ?? user.data.firstname })}
            </h1>
            <p className={styles.label}>{t('dashboard.today', { date: formatDateLong(new Date()) })}</p>
          </header>
          <section className={styles.card} aria-labelledby="client-title">
            <h2 id="client-title" className={styles.label}>
              {t('dashboard.signedInAs')}
            </h2>
            <p className={styles.name} data-testid="signed-in-name">
              {user.data.firstname} {user.data.surname}
            </p>
            <p className={styles.label}>{t('dashboard.clientCode')}</p>
            <div className={styles.codeRow}>
              <span className={styles.code}>{user.data.id}</span>
              <CopyButton value={user.data.id} description={t('dashboard.clientCode')} />
            </div>
            {onSignOut ? <Button onClick={onSignOut}>{t('dashboard.signOut')}</Button> : null}
          </section>
        </>
      ) : null}
    </main>
  );
}

/** /dashboard (main layout). */
export default function DashboardRoute() {
  const session = usePortalSession();
  return <DashboardPage onSignOut={() => void session.signOut()} />;
}
