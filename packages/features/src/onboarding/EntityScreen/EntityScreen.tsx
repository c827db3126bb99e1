import { useApi } from '@portal/platform';
import { Card, Inline, Item, ItemList, Page, SpacedList, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { CompanyProfile } from '../../profile/index.ts';
import { CompanyApplicationStatus } from '../CompanyApplicationStatus/CompanyApplicationStatus.tsx';
import { entityOnboardingSteps } from '../entityOnboardingSteps.ts';

/**
 * "Mi empresa" (/entity): a company sees its legal data and representative; a person sees the
 * companies they represent (and the way into them), and how to open an account for a company.
 */
export function EntityScreen() {
  const { t } = useTranslation('onboarding');
  const user = useQuery(useApi().queries.currentUser()).data;
  if (!user) return null;
  if (user.userType === 'entity')
    return (
      <Page title={t('entity.title')} lead={t('entity.lead')}>
        <Card title={t('entity.company')} id="entity-company">
          <CompanyProfile />
        </Card>
      </Page>
    );
  const companies = user.companies ?? [];
  return (
    <Page
      title={t('entity.title')}
      lead={t('entity.personLead')}
      actions={<ButtonLink to="/entity/activate">{t('entity.activate')}</ButtonLink>}
    >
      {companies.length > 0 ? (
        <Card title={t('entity.yours')} id="entity-companies">
          <ItemList>
            {companies.map((company) => (
              <Item key={company.id}>{company.name}</Item>
            ))}
          </ItemList>
          <Inline gap="md">
            <ButtonLink tone="secondary" to="/companies">
              {t('entity.enter')}
            </ButtonLink>
          </Inline>
        </Card>
      ) : null}
      <Card title={t('entity.howTo')} id="entity-how-to">
        <SpacedList as="ol">
          {entityOnboardingSteps.map((step) => (
            <li key={step}>
              <strong>{t(`entityOnboarding.${step}.title`)}</strong>
              <Text as="span" tone="muted" size="sm">
                {' '}
                — {t(`entityOnboarding.${step}.lead`)}
              </Text>
            </li>
          ))}
        </SpacedList>
        <CompanyApplicationStatus />
      </Card>
    </Page>
  );
}
