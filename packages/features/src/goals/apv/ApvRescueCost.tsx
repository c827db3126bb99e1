import { type ApvRegime, type ApvRescueCost as Cost, formatMoney } from '@portal/platform';
import { DescriptionList, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';

const money = (amount: number) => formatMoney(amount, 'CLP');

type RescueCost = Pick<Cost, 'amount' | 'withheld' | 'net' | 'bonusGivenBack' | 'surcharge'>;

/** The sentence that says a rescue's cost: under A the bonus given back, under B what is withheld and what arrives. */
export function useRescueCostLead(regime: ApvRegime, cost: RescueCost | null): string {
  const { t } = useTranslation('goals');
  if (!cost) return '';
  return regime === 'A'
    ? t('apv.rescue.leadA', { amount: money(cost.amount), bonus: money(cost.bonusGivenBack) })
    : t('apv.rescue.leadB', {
        amount: money(cost.amount),
        withheld: money(cost.withheld),
        net: money(cost.net),
      });
}

/**
 * What a rescue from an APV goal costs (docs/RULES.md#apv-voluntary-retirement-savings), said before
 * the code is asked for, on the review and on the receipt: under A the bonus given back; under B the
 * 15 % withheld and the surcharge's range in the yearly declaration; and what reaches the account.
 */
export function ApvRescueCost({
  regime,
  cost,
  testIdPrefix = 'apv-cost-',
}: {
  regime: ApvRegime;
  cost: RescueCost;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation('goals');
  const lead = useRescueCostLead(regime, cost);
  const rows =
    regime === 'A'
      ? [{ key: 'bonus', label: t('apv.rescue.bonusGivenBack'), value: money(cost.bonusGivenBack) }]
      : [
          { key: 'withheld', label: t('apv.rescue.withheld'), value: money(cost.withheld) },
          {
            key: 'surcharge',
            label: t('apv.rescue.surcharge'),
            value: t('apv.rescue.surchargeRange', {
              min: money(cost.surcharge.min),
              max: money(cost.surcharge.max),
            }),
          },
        ];
  return (
    <Stack gap="sm">
      <Text as="p" size="sm">
        {lead}
      </Text>
      <DescriptionList
        testIdPrefix={testIdPrefix}
        label={t('apv.rescue.list', { regime })}
        rows={[
          { key: 'amount', label: t('apv.rescue.amount'), value: money(cost.amount) },
          ...rows,
          { key: 'net', label: t('apv.rescue.net'), value: money(cost.net) },
        ]}
      />
    </Stack>
  );
}
