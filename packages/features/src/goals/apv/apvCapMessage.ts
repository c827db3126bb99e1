import { formatMoney } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import type { ApvCaps } from './apvFigures.ts';

/**
 * The words of an amount past this year's APV cap, refused with what would fit, in pesos and UF
 * (or, with nothing left, when it can go in again): a deposit's and a scheduled deposit's.
 */
export function useApvCapMessage(caps: ApvCaps | undefined): () => string {
  const { t } = useTranslation('goals');
  return () =>
    !caps || caps.combined <= 0
      ? t('apv.caps.refusedFull', { cap: caps?.capUf ?? 600 })
      : t('apv.caps.refused', {
          amount: formatMoney(caps.combined, 'CLP'),
          uf: formatMoney(caps.combinedUf, 'UF'),
          cap: caps.capUf,
        });
}
