import { formatChilePhone, formatDateLong, formatRut, stateOfQuery, useApi } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as details from '../../kit/details.css.ts';
import { profileQueries } from '../profileApi.ts';
import * as styles from './CompanyProfile.css.ts';

function Facts({ items }: { items: [key: string, label: string, value: ReactNode][] }) {
  return (
    <dl className={`${details.factGrid} ${details.factColumns.two}`}>
      {items.map(([key, label, value]) => (
        <div key={key} className={details.fact}>
          <dt className={details.factLabel}>{label}</dt>
          <dd className={details.factValue} data-testid={`company-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A company account's legal data: RUT (written the Chilean way), legal name, line of business,
 * address, incorporation, the account's state, and its legal representative with how to reach them.
 */
export function CompanyProfile() {
  const { t } = useTranslation('features');
  const api = useApi();
  const client = useMemo(() => profileQueries(api), [api]);
  const query = useQuery(client.entity());
  const profile = query.data;
  return (
    <DataState
      state={stateOfQuery(query)}
      loadingText={t('client.company.loading')}
      errorText={t('client.company.error')}
      onRetry={() => void query.refetch()}
      retryLabel={t('client.retry')}
    >
      {profile ? (
        <div className={styles.root}>
          <Facts
            items={[
              [
                'status',
                t('client.company.facts.status'),
                <span key="status" className={styles.status[profile.status]}>
                  {t(`client.company.statuses.${profile.status}`)}
                </span>,
              ],
              ['rut', t('client.company.facts.rut'), formatRut(profile.rut)],
              ['legalName', t('client.company.facts.legalName'), profile.legalName],
              ['activity', t('client.company.facts.activity'), profile.businessActivity],
              ['address', t('client.company.facts.address'), profile.address],
              [
                'incorporated',
                t('client.company.facts.incorporated'),
                formatDateLong(profile.incorporatedOn),
              ],
            ]}
          />
          <section className={styles.section} aria-labelledby="company-representative">
            <h3 id="company-representative" className={styles.subtitle}>
              {t('client.company.representative')}
            </h3>
            <Facts
              items={[
                ['representative', t('client.company.facts.name'), profile.representative.name],
                ['representative-rut', t('client.company.facts.rut'), formatRut(profile.representative.rut)],
                ['representative-email', t('client.company.facts.email'), profile.representative.email],
                [
                  'representative-phone',
                  t('client.company.facts.phone'),
                  formatChilePhone(profile.representative.phone),
                ],
              ]}
            />
          </section>
        </div>
      ) : null}
    </DataState>
  );
}
