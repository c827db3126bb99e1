import { formatMoney, type Product } from '@portal/platform';
import { FactGrid } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { formatAnnualPercent } from '../catalogueRules.ts';

export interface ProductFactsProps {
  product: Product;
}

/**
 * A product's facts, what a client compares before investing: currency, risk, annual fee (the
 * lowest band's "desde" when it has bands), minimum deposit and how long a rescue takes.
 */
export function ProductFacts({ product }: ProductFactsProps) {
  const { t } = useTranslation('products');
  const lowest = Math.min(...product.fees.map((tier) => tier.annualPercent));
  const highest = Math.max(...product.fees.map((tier) => tier.annualPercent));
  const facts: [string, string][] = [
    [t('facts.currency'), t(`facts.currencies.${product.currency}`)],
    [
      t('facts.risk'),
      product.risk.from === product.risk.to
        ? t('facts.riskOne', { risk: product.risk.from })
        : t('facts.riskRange', { from: product.risk.from, to: product.risk.to }),
    ],
    [
      t('facts.fee'),
      lowest === highest
        ? formatAnnualPercent(lowest)
        : t('facts.feeFrom', {
            lowest: formatAnnualPercent(lowest),
            highest: formatAnnualPercent(highest),
          }),
    ],
    [t('facts.minimum'), formatMoney(product.minimumDeposit, product.currency)],
    [t('facts.rescue'), t('facts.rescueDays', { count: product.rescueBusinessDays })],
  ];
  return <FactGrid columns="fit" facts={facts.map(([label, value]) => ({ key: label, label, value }))} />;
}
