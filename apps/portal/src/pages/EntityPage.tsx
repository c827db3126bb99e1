import { CompanyApplicationStatus, CompanyProfile, entityOnboardingSteps } from '@portal/features';
import { useApi } from '@portal/platform';
import { Card, Item, ItemList } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionLink } from './ActionLink.tsx';
import * as styles from './pages.css.ts';
import { SectionPage } from './SectionPage.tsx';

/**
 * /entity (main layout): a company sees its legal data and representative; a person sees the
 * companies they represent (and the way into them), and how to open an account for a company.
 */
export default function EntityPage() {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  if (user.userType === 'entity')
    return (
      <SectionPage id="entity">
        <Card title={t('pages.entity.company')} id="entity-company">
          <CompanyProfile />
        </Card>
      </SectionPage>
    );
  const companies = user.companies ?? [];
  return (
    <SectionPage
      id="entity"
      actions={<ActionLink to="/entity/activate">{t('pages.entity.activate')}</ActionLink>}
    >
      {companies.length > 0 ? (
        <Card title={t('pages.entity.yours')} id="entity-companies">
          <ItemList>
            {companies.map((company) => (
              <Item key={company.id}>{company.name}</Item>
            ))}
          </ItemList>
          <div className={styles.actions}>
            <ActionLink to="/companies" tone="secondary">
              {t('pages.entity.enter')}
            </ActionLink>
          </div>
        </Card>
      ) : null}
      <Card title={t('pages.entity.howTo')} id="entity-how-to">
        <ol className={styles.steps}>
          {entityOnboardingSteps.map((step) => (
            <li key={step}>
              <strong>{t(`pages.entityOnboarding.${step}.title`)}</strong>
              <span className={styles.muted}> — {t(`pages.entityOnboarding.${step}.lead`)}</span>
            </li>
          ))}
        </ol>
        <CompanyApplicationStatus />
      </Card>
    </SectionPage>
  );
}
