import { useQuery } from '@tanstack/react-query';
import { useMoneyQueries } from '../moneyApi.ts';
import { YearlyCertificateList } from './YearlyCertificateList.tsx';

/**
 * The annual tax certificates (docs/RULES.md#tax-certificates), next to the monthly statements: one
 * row a year, newest first, each a PDF once issued (YearlyCertificateList).
 */
export function TaxCertificateList({ initialCount = 4 }: { initialCount?: number }) {
  const money = useMoneyQueries();
  const certificates = useQuery(money.taxCertificates());
  return (
    <YearlyCertificateList
      kind="taxCertificates"
      certificates={certificates}
      urlOf={money.taxCertificateUrl}
      fileNameOf={(year) => `certificado-tributario-${year}.pdf`}
      initialCount={initialCount}
    />
  );
}
