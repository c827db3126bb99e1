import { ProductScreen, usePageHeader } from '@portal/features';
import type { ProductCode } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SectionPage } from './SectionPage.tsx';

const shortTermProducts = [
  'short-term-invest',
  'short-term-invest-plus',
  'short-term-invest-dollars',
  'short-term-invest-dollars-plus',
] as const satisfies readonly ProductCode[];
type ShortTermProduct = (typeof shortTermProducts)[number];

function isShortTermProduct(value: string | undefined): value is ShortTermProduct {
  return (shortTermProducts as readonly string[]).includes(value ?? '');
}

/** The four short-term products (/short-term-invest, -plus, -dollars, -dollars-plus): what each is, and the client's goals in it. */
export default function ShortTermInvestPage() {
  const { t } = useTranslation('app');
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1);
  const code: ShortTermProduct = isShortTermProduct(segment) ? segment : 'short-term-invest';
  // On phones the header leads back home, with the product's name (docs/RULES.md#products-catalogue).
  usePageHeader({ back: '/dashboard', title: t(`pages.shortTermInvest.${code}`), phoneOnly: true });
  return (
    <SectionPage id="shortTermInvest" title={t(`pages.shortTermInvest.${code}`)}>
      <ProductScreen code={code} />
    </SectionPage>
  );
}
