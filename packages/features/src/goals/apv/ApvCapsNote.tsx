import { type ApvRegime, formatDateLong, formatMoney, formatMonth } from '@portal/platform';
import { Note, Stack, Text } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApvFigures } from './apvApi.ts';
import { apvCapsOf, unbonusedPart } from './apvFigures.ts';
import { pesosToTheCent } from './apvWords.ts';

/**
 * What is left of this year's APV caps, beside an amount going into an APV goal: A and B together
 * (pesos and UF), and under A the savings that still earn the bonus; with the UF and UTM they are
 * counted in, and their dates (docs/RULES.md#apv-voluntary-retirement-savings). With the amount
 * being typed, under A it says how much of it passes the bonus's room (said as it changes).
 */
export function ApvCapsNote({
  figures,
  regime,
  amount = null,
}: {
  figures: ApvFigures;
  regime: ApvRegime;
  /** The amount typed (null while none is): its part past the bonus's room is said. */
  amount?: number | null;
}) {
  const { t } = useTranslation('goals');
  const caps = apvCapsOf(figures);
  const over = regime === 'A' ? unbonusedPart(amount, caps) : 0;
  const { uf, utm } = figures.indicators;
  const titleId = useId();
  return (
    // A group named by its first line, read together with it (an id of its own: a page may show two).
    <Note as="div" role="group" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Text as="p" weight="medium" id={titleId}>
          {t('apv.caps.title', { year: figures.year.year })}
        </Text>
        <Text as="p" size="sm" data-testid="apv-caps-combined">
          {caps.combined > 0
            ? t('apv.caps.combined', {
                amount: formatMoney(caps.combined, 'CLP'),
                uf: formatMoney(caps.combinedUf, 'UF'),
                cap: caps.capUf,
              })
            : t('apv.caps.combinedFull', { cap: caps.capUf })}
        </Text>
        {regime === 'A' ? (
          <Text as="p" size="sm" data-testid="apv-caps-bonus">
            {caps.bonusRoom > 0
              ? t('apv.caps.bonus', {
                  amount: formatMoney(caps.bonusRoom, 'CLP'),
                  cap: formatMoney(caps.bonusCap, 'CLP'),
                })
              : t('apv.caps.bonusFull', { cap: formatMoney(caps.bonusCap, 'CLP') })}
            {/* Said as it changes: there while empty, so the first amount past the room is read. */}
            <span aria-live="polite" data-testid="apv-caps-over">
              {over > 0 && amount !== null
                ? ` ${t('apv.caps.bonusOver', { amount: formatMoney(amount, 'CLP'), over: formatMoney(over, 'CLP') })}`
                : null}
            </span>
          </Text>
        ) : null}
        <Text as="p" size="sm" tone="muted" data-testid="apv-caps-indicators">
          {t('apv.indicators', {
            uf: pesosToTheCent(uf.value),
            ufDate: formatDateLong(uf.date),
            utm: formatMoney(utm.value, 'CLP'),
            utmMonth: formatMonth(utm.month),
          })}
        </Text>
      </Stack>
    </Note>
  );
}
