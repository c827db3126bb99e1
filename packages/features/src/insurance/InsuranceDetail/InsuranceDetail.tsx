import { formatDateLong, formatMoney, formatPercent, isNotFound } from '@portal/platform';
import { DataState, DataTable, DataTableCell, DataTableRowHeader, FactGrid, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useInsuranceQueries } from '../insuranceApi.ts';

export interface InsuranceDetailProps {
  /** The contract's id (one of the user's insuranceContracts). */
  insuranceId: string | number;
}

/**
 * One insurance contract: its state, insurer and policy, cover and premium (UF as Chile writes it),
 * the savings it has built, and its beneficiaries with their shares.
 */
export function InsuranceDetail({ insuranceId }: InsuranceDetailProps) {
  const { t } = useTranslation('insurance');
  const client = useInsuranceQueries();
  const query = useQuery(client.insurance(insuranceId));
  const detail = query.data;
  const notFound = isNotFound(query.error);
  return (
    <DataState
      state={detail ? 'ready' : notFound ? 'empty' : query.isError ? 'error' : 'loading'}
      loadingText={t('loading')}
      errorText={t('error')}
      emptyText={t('notFound')}
      onRetry={() => void query.refetch()}
      retryLabel={t('retry')}
    >
      {detail ? (
        <Stack gap="xl">
          <FactGrid
            columns="three"
            testIdPrefix="insurance-"
            facts={(
              [
                [
                  'status',
                  <Text key="status" as="span" tone={detail.status === 'active' ? 'positive' : 'critical'}>
                    {t(`statuses.${detail.status}`)}
                  </Text>,
                ],
                ['insurer', detail.insurer],
                ['policy', detail.policyNumber],
                ['since', formatDateLong(detail.startOn)],
                ['until', detail.endOn ? formatDateLong(detail.endOn) : t('renews')],
                ['coverage', formatMoney(detail.coverage.amount, detail.coverage.currency)],
                [
                  'premium',
                  t(`premiumEvery.${detail.premium.frequency}`, {
                    amount: formatMoney(detail.premium.amount, detail.premium.currency),
                  }),
                ],
                ...(detail.savings === null
                  ? []
                  : [['savings', formatMoney(detail.savings, 'CLP')] as const]),
              ] as const
            ).map(([key, value]) => ({ key, label: t(`facts.${key}`), value }))}
          />
          {detail.beneficiaries.length === 0 ? (
            <Text tone="muted">{t('noBeneficiaries')}</Text>
          ) : (
            <DataTable
              caption={t('beneficiaries')}
              columns={[
                { key: 'name', header: t('columns.name') },
                { key: 'relationship', header: t('columns.relationship') },
                { key: 'share', header: t('columns.share'), align: 'end' },
              ]}
            >
              {detail.beneficiaries.map((beneficiary) => (
                <tr key={beneficiary.name}>
                  <DataTableRowHeader>{beneficiary.name}</DataTableRowHeader>
                  <DataTableCell>{beneficiary.relationship}</DataTableCell>
                  <DataTableCell align="end">
                    {formatPercent(beneficiary.share / 100, { upTo: 2 })}
                  </DataTableCell>
                </tr>
              ))}
            </DataTable>
          )}
        </Stack>
      ) : null}
    </DataState>
  );
}
