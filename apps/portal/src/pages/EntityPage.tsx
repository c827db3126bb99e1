import { useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from './pages.css.ts';
import { ActionLink, SectionPage } from './parts.tsx';

/** /entity (main layout): a company's data and representative; others are offered to invest as one. */
export default function EntityPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  if (user.userType !== 'entity')
    return (
      <SectionPage
        id="entity"
        actions={<ActionLink to="/entity/activate">{t('pages.entity.activate')}</ActionLink>}
      />
    );
  return (
    <SectionPage id="entity">
      <Card title={`${user.firstname} ${user.surname}`} id="entity-company">
        <p className={styles.muted}>{user.email}</p>
        {user.manager ? (
          <p>
            {t('pages.entity.representative', { name: `${user.manager.firstname} ${user.manager.surname}` })}
          </p>
        ) : null}
      </Card>
    </SectionPage>
  );
}
