import { formatDateLong, formatMoney, isNotFound, useApi } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as details from '../../kit/details.css.ts';
import { insuranceQueries } from '../insuranceApi.ts';
import * as styles from './InsuranceDetail.css.ts';

export interface InsuranceDetailProps {
  /** The contract's id (one of the user's insuranceContracts). */
  insuranceId: string | number;
}

const percent = new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 2 });

/**
 * One insurance contract: its state, insurer and policy, cover and premium (UF as Chile writes it),
 * the savings it has built, and its beneficiaries with their shares.
 */
export function InsuranceDetail({ insuranceId }: InsuranceDetailProps) {
  const { t } = useTranslation('features');
  const api = useApi();
  const client = useMemo(() => insuranceQueries(api), [api]);
  const query = useQuery(client.insurance(insuranceId));
  const detail = query.data;
  const notFound = isNotFound(query.error);
  return (
    <DataState
      state={detail ? 'ready' : notFound ? 'empty' : query.isError ? 'error' : 'loading'}
      loadingText={t('client.insurance.loading')}
      errorText={t('client.insurance.error')}
      emptyText={t('client.insurance.notFound')}
      onRetry={() => void query.refetch()}
      retryLabel={t('client.retry')}
    >
      {detail ? (
        <div className={styles.root}>
          <dl className={`${details.factGrid} ${details.factColumns.three}`}>
            {(
              [
                [
                  'status',
                  <span key="status" className={styles.status[detail.status]}>
                    {t(`client.insurance.statuses.${detail.status}`)}
                  </span>,
                ],
                ['insurer', detail.insurer],
                ['policy', detail.policyNumber],
                ['since', formatDateLong(detail.startOn)],
                ['until', detail.endOn ? formatDateLong(detail.endOn) : t('client.insurance.renews')],
                ['coverage', formatMoney(detail.coverage.amount, detail.coverage.currency)],
                [
                  'premium',
                  t(`client.insurance.premiumEvery.${detail.premium.frequency}`, {
                    amount: formatMoney(detail.premium.amount, detail.premium.currency),
                  }),
                ],
                ...(detail.savings === null
                  ? []
                  : [['savings', formatMoney(detail.savings, 'CLP')] as const]),
              ] as const
            ).map(([key, value]) => (
              <div key={key} className={details.fact}>
                <dt className={details.factLabel}>{t(`client.insurance.facts.${key}`)}</dt>
                <dd className={details.factValue} data-testid={`insurance-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {detail.beneficiaries.length === 0 ? (
            <p className={styles.muted}>{t('client.insurance.noBeneficiaries')}</p>
          ) : (
            <div className={details.tableScroll}>
              <table className={details.table}>
                <caption className={details.caption}>{t('client.insurance.beneficiaries')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={details.headCell.start}>
                      {t('client.insurance.columns.name')}
                    </th>
                    <th scope="col" className={details.headCell.middle}>
                      {t('client.insurance.columns.relationship')}
                    </th>
                    <th scope="col" className={details.headCell.end}>
                      {t('client.insurance.columns.share')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {detail.beneficiaries.map((beneficiary) => (
                    <tr key={beneficiary.name}>
                      <th scope="row" className={details.rowHeadCell}>
                        {beneficiary.name}
                      </th>
                      <td className={details.cell}>{beneficiary.relationship}</td>
                      <td className={details.figureCell}>{percent.format(beneficiary.share / 100)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : null}
    </DataState>
  );
}
