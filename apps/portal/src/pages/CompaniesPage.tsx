import { Card, Page } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './pages.css.ts';
import { HomeLink, WithClient } from './parts.tsx';

/** /companies (signed in, empty layout): "Cambiar usuario", the companies the client acts for. */
export default function CompaniesPage() {
  const { t } = useTranslation('app');
  return (
    <Page
      width="narrow"
      title={t('pages.companies.title')}
      lead={t('pages.companies.lead')}
      actions={<HomeLink />}
    >
      <WithClient>
        {(user) => (
          <Card title={t('pages.companies.yours')} id="companies-list">
            {(user.companies ?? []).length === 0 ? (
              <p className={styles.muted}>{t('pages.companies.none')}</p>
            ) : (
              <ul className={styles.list}>
                {(user.companies ?? []).map((company) => (
                  <li key={company.id} className={styles.row}>
                    {company.name}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
      </WithClient>
    </Page>
  );
}
