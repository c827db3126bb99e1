import { formatDateLong, formatMoney, type Goal, marginalRate } from '@portal/platform';
import { DescriptionList, Stack, Text } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueriesState } from '../../kit/QueryState.tsx';
import { parseAmountInput } from '../amountInput.ts';
import { useApvFigures } from './apvApi.ts';
import { apvBenefitOf } from './apvFigures.ts';
import { ratePercent } from './apvWords.ts';
import { PesosField } from './PesosField.tsx';

const money = (amount: number) => formatMoney(amount, 'CLP');

/** The law the rules come from, as the Library of Congress publishes it (art. 42 bis). */
const apvLawUrl = 'https://www.bcn.cl/leychile/navegar?idNorma=6368';

/**
 * What an APV goal's regime gives this year (docs/RULES.md#apv-voluntary-retirement-savings), on the
 * goal's page, as of the last movement: under A the bonus this year's savings earn and last year's
 * still to be paid in; under B this year's deducted savings and the tax they save at the marginal
 * rate the client kept, or one they type here (never stored).
 */
export function ApvBenefit({ goal }: { goal: Goal }) {
  const { t } = useTranslation('goals');
  const { queries, figures } = useApvFigures(Boolean(goal.apv));
  const [income, setIncome] = useState('');
  if (!goal.apv) return null;
  const typedIncome = parseAmountInput(income);
  const typedRate =
    typedIncome !== null && typedIncome > 0 && figures
      ? marginalRate(typedIncome, figures.indicators.utm.value)
      : null;
  const rate = goal.apv.taxRate ?? typedRate;
  const benefit = figures ? apvBenefitOf(goal.apv.regime, figures, rate) : undefined;
  const asOf = figures?.year.asOf;
  return (
    <QueriesState queries={queries} loadingText={t('apv.benefit.loading')} errorText={t('apv.benefit.error')}>
      {benefit && figures ? (
        <Stack gap="md">
          {benefit.regime === 'A' ? (
            <>
              <Text as="p">
                {t('apv.benefit.leadA', {
                  year: figures.year.year,
                  bonus: money(benefit.thisYear),
                  cap: money(benefit.cap),
                })}
              </Text>
              <DescriptionList
                testIdPrefix="apv-benefit-"
                label={t('apv.benefit.list')}
                rows={[
                  {
                    key: 'this-year',
                    label: t('apv.benefit.thisYear', { year: figures.year.year }),
                    value: money(benefit.thisYear),
                  },
                  {
                    key: 'last-year',
                    label: t('apv.benefit.lastYear', { year: figures.year.year - 1 }),
                    value: money(benefit.lastYear),
                  },
                  { key: 'saved', label: t('apv.benefit.savedA'), value: money(figures.year.savedA) },
                ]}
              />
              <Text as="p" size="sm" tone="muted">
                {t('apv.benefit.pendingNote', { year: figures.year.year - 1 })}
              </Text>
            </>
          ) : (
            <>
              <Text as="p">
                {benefit.saving === null
                  ? t('apv.benefit.leadBNoRate', {
                      year: figures.year.year,
                      deducted: money(benefit.deducted),
                    })
                  : t('apv.benefit.leadB', {
                      year: figures.year.year,
                      deducted: money(benefit.deducted),
                      saving: money(benefit.saving),
                      rate: ratePercent(benefit.rate ?? 0),
                    })}
              </Text>
              <DescriptionList
                testIdPrefix="apv-benefit-"
                label={t('apv.benefit.list')}
                rows={[
                  { key: 'deducted', label: t('apv.benefit.deducted'), value: money(benefit.deducted) },
                  ...(benefit.saving === null
                    ? []
                    : [
                        {
                          key: 'saving',
                          label: t('apv.benefit.saving', { rate: ratePercent(benefit.rate ?? 0) }),
                          value: money(benefit.saving),
                        },
                      ]),
                  { key: 'rescued', label: t('apv.benefit.rescuedB'), value: money(figures.year.rescuedB) },
                ]}
              />
              {goal.apv.taxRate == null ? (
                <PesosField
                  label={t('apv.benefit.income')}
                  hint={t('apv.benefit.incomeHint')}
                  value={income}
                  onChange={setIncome}
                />
              ) : null}
            </>
          )}
          <Text as="p" size="sm" tone="muted" data-testid="apv-benefit-as-of">
            {asOf ? t('apv.benefit.asOf', { date: formatDateLong(asOf) }) : t('apv.benefit.noMovements')}{' '}
            <a href={apvLawUrl} target="_blank" rel="noreferrer">
              {t('apv.benefit.rules')}
            </a>
          </Text>
        </Stack>
      ) : null}
    </QueriesState>
  );
}
