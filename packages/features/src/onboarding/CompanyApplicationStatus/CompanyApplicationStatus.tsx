import { formatDateLong, nextCompanyStep, useApi } from '@portal/platform';
import { Inline, Note, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { QueriesState } from '../../kit/QueryState.tsx';
import { companyStepPath } from '../CompanyApplicationStep/CompanyApplicationStep.tsx';
import { useCompanyApplicationQueries } from '../companyApplicationApi.ts';

/**
 * Where the client's application to invest as a company stands, and the one way on: start it, go
 * on at the first step not done, or (sent) wait for the review. A company's own portal registers no
 * other company (docs/RULES.md#roles-and-permissions): it says so and where to do it, as each step does.
 */
export function CompanyApplicationStatus() {
  const { t } = useTranslation('onboarding');
  const queries = useCompanyApplicationQueries();
  const application = useQuery(queries.application());
  const user = useQuery(useApi().queries.currentUser());
  const data = application.data;
  const next = application.isSuccess ? nextCompanyStep(data ?? null) : null;
  return (
    <QueriesState
      queries={[application, user]}
      loadingText={t('companyApplication.loading')}
      errorText={t('companyApplication.error')}
    >
      <Stack gap="lg" data-testid="company-application-status">
        {user.data?.userType === 'entity' ? (
          <Note as="p" data-testid="company-as-company">
            {t('companyApplication.asCompany')}
          </Note>
        ) : data?.status === 'in-review' ? (
          <Note as="p" role="status">
            {t('companyApplication.status.inReview', {
              name: data.company.legalName,
              date: data.submittedAt ? formatDateLong(data.submittedAt) : '',
            })}
          </Note>
        ) : data ? (
          <>
            <Note as="p">
              {t('companyApplication.status.draft', {
                name: data.company.legalName,
                step: t(`companyApplication.steps.${next ?? 'documentos'}`),
              })}
            </Note>
            <Inline>
              <ButtonLink to={companyStepPath(next ?? 'documentos')}>
                {t('companyApplication.status.continue')}
              </ButtonLink>
            </Inline>
          </>
        ) : (
          <>
            <Text tone="muted" size="sm">
              {t('companyApplication.status.none')}
            </Text>
            <Inline>
              <ButtonLink to="/entity/new">{t('companyApplication.status.start')}</ButtonLink>
            </Inline>
          </>
        )}
      </Stack>
    </QueriesState>
  );
}
