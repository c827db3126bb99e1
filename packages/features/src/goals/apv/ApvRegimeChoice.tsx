import { type ApvRegime, apvRegimes, formatMoney, type Indicators } from '@portal/platform';
import {
  Checkbox,
  DescriptionList,
  RadioGroup,
  type RadioGroupProps,
  Stack,
  Text,
  Tiles,
  visuallyHidden,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useSaidOnceStill } from '../../kit/useSaidOnceStill.ts';
import { parseAmountInput } from '../amountInput.ts';
import { useApvQueries } from './apvApi.ts';
import { regimeComparisonOf } from './apvFigures.ts';
import { ratePercent } from './apvWords.ts';
import { PesosField } from './PesosField.tsx';

const money = (amount: number) => formatMoney(amount, 'CLP');

export interface ApvRegimeChoiceProps {
  /** The regime field's registration (a form library's), its error and the regime chosen. */
  field: Omit<RadioGroupProps, 'legend' | 'options'>;
  chosen: string;
  /** The regimes the client already holds an APV in: one per regime. */
  held: readonly ApvRegime[];
  /** Whether the client asked to keep the marginal rate for regime B's estimate: the rate, or null. */
  onKeepRate: (rate: number | null) => void;
  keptRate: number | null;
}

/**
 * A new APV goal's regime (docs/RULES.md#apv-voluntary-retirement-savings): A or B, one each, with a
 * plain comparison on the client's own figures: for the monthly taxable income they may type (held
 * here only, never sent or kept) and what they would save this year, the bonus under A beside the tax
 * saved under B, and which saves more by how much. Under B the client may ask to keep the marginal
 * rate (not the income) for the goal page's estimate.
 */
export function ApvRegimeChoice({ field, chosen, held, onKeepRate, keptRate }: ApvRegimeChoiceProps) {
  const { t } = useTranslation('goals');
  const indicators = useQuery(useApvQueries().indicators());
  const offered = apvRegimes.filter((regime) => !held.includes(regime));
  return (
    <Stack gap="md">
      <RadioGroup
        legend={t('apv.choice.legend')}
        hint={held.length > 0 ? t('apv.choice.held', { regime: held.join(', ') }) : t('apv.choice.hint')}
        columns={2}
        options={offered.map((regime) => ({
          value: regime,
          label: t(`apv.choice.regimes.${regime}`),
          description: t(`apv.choice.descriptions.${regime}`),
        }))}
        {...field}
      />
      <QueryState query={indicators} loadingText={t('apv.choice.loading')} errorText={t('apv.choice.error')}>
        {indicators.data ? (
          <RegimeComparison
            indicators={indicators.data}
            chosen={chosen}
            onKeepRate={onKeepRate}
            keptRate={keptRate}
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}

function RegimeComparison({
  indicators,
  chosen,
  onKeepRate,
  keptRate,
}: Pick<ApvRegimeChoiceProps, 'chosen' | 'onKeepRate' | 'keptRate'> & { indicators: Indicators }) {
  const { t } = useTranslation('goals');
  const titleId = useId();
  const [income, setIncome] = useState('');
  const [savings, setSavings] = useState('');
  const monthlyIncome = parseAmountInput(income);
  const yearlySavings = parseAmountInput(savings);
  const comparison =
    monthlyIncome !== null && monthlyIncome > 0 && yearlySavings !== null && yearlySavings > 0
      ? regimeComparisonOf(yearlySavings, monthlyIncome, indicators)
      : null;
  const verdict = comparison
    ? comparison.better === 'same'
      ? t('apv.choice.same')
      : t('apv.choice.better', { regime: comparison.better, difference: money(comparison.difference) })
    : '';
  // Said to screen readers once the figures hold still, not at every keystroke (a status in the
  // page from the start, so its change is heard).
  const said = useSaidOnceStill(verdict);
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="sm">
        <Text as="h3" weight="medium" id={titleId}>
          {t('apv.choice.compareTitle')}
        </Text>
        <Text as="p" size="sm" tone="muted">
          {t('apv.choice.compareLead')}
        </Text>
        <Tiles>
          <PesosField
            label={t('apv.choice.income')}
            hint={t('apv.choice.incomeHint')}
            value={income}
            onChange={setIncome}
          />
          <PesosField
            label={t('apv.choice.savings')}
            hint={t('apv.choice.savingsHint')}
            value={savings}
            onChange={setSavings}
          />
        </Tiles>
        {comparison ? (
          <div data-testid="apv-comparison">
            <Stack gap="sm">
              <DescriptionList
                testIdPrefix="apv-compare-"
                label={t('apv.choice.compareList')}
                rows={[
                  { key: 'A', label: t('apv.choice.bonusA'), value: money(comparison.a) },
                  {
                    key: 'B',
                    label: t('apv.choice.savingB', { rate: ratePercent(comparison.rate) }),
                    value: money(comparison.b),
                  },
                ]}
              />
              <Text as="p" weight="medium">
                {verdict}
              </Text>
            </Stack>
          </div>
        ) : null}
        {chosen === 'B' && comparison ? (
          <Checkbox
            label={t('apv.choice.keepRate', { rate: ratePercent(comparison.rate) })}
            checked={keptRate !== null}
            onChange={(event) => onKeepRate(event.target.checked ? comparison.rate : null)}
          />
        ) : null}
      </Stack>
      <p className={visuallyHidden} role="status" data-testid="apv-comparison-said">
        {said}
      </p>
    </section>
  );
}
