import { formatDateLong, nextCompanyStep, stateOfQuery, useApi } from '@portal/platform';
import { buttonTone, DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from '../../kit/form.css.ts';
import { companyStepPath } from '../CompanyApplicationStep/CompanyApplicationStep.tsx';
import { companyApplicationQueries } from '../companyApplicationApi.ts';

/**
 * Where the client's application to invest as a company stands, and the one way on: start it, go
 * on at the first step not done, or (sent) wait for the review.
 */
export function CompanyApplicationStatus() {
  const { t } = useTranslation('features');
  const api = useApi();
  const queries = useMemo(() => companyApplicationQueries(api), [api]);
  const application = useQuery(queries.application());
  const data = application.data;
  const next = application.isSuccess ? nextCompanyStep(data ?? null) : null;
  return (
    <DataState
      state={stateOfQuery(application)}
      loadingText={t('companyApplication.loading')}
      errorText={t('companyApplication.error')}
      onRetry={() => void application.refetch()}
      retryLabel={t('flows.retry')}
    >
      <div className={styles.form} data-testid="company-application-status">
        {data?.status === 'in-review' ? (
          <p role="status" className={styles.note}>
            {t('companyApplication.status.inReview', {
              name: data.company.legalName,
              date: data.submittedAt ? formatDateLong(data.submittedAt) : '',
            })}
          </p>
        ) : data ? (
          <>
            <p className={styles.note}>
              {t('companyApplication.status.draft', {
                name: data.company.legalName,
                step: t(`companyApplication.steps.${next ?? 'documentos'}`),
              })}
            </p>
            <div className={styles.actions}>
              <Link className={buttonTone.primary} to={companyStepPath(next ?? 'documentos')}>
                {t('companyApplication.status.continue')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className={styles.muted}>{t('companyApplication.status.none')}</p>
            <div className={styles.actions}>
              <Link className={buttonTone.primary} to="/entity/new">
                {t('companyApplication.status.start')}
              </Link>
            </div>
          </>
        )}
      </div>
    </DataState>
  );
}
