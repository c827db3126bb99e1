import { formatMoney } from '@portal/platform';
import { Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoneyQueries } from '../moneyApi.ts';
import { YearlyCertificateList } from '../TaxCertificateList/YearlyCertificateList.tsx';

const money = (amount: number) => formatMoney(amount, 'CLP');

/**
 * A person's APV certificates (docs/RULES.md#apv-voluntary-retirement-savings), next to the tax
 * certificates: one per year with APV movements, with that year's savings under A and B, the bonus
 * they earned and the rescues; each a PDF once issued, through the portal's client.
 */
export function ApvCertificateList() {
  const { t } = useTranslation('money');
  const queries = useMoneyQueries();
  const certificates = useQuery(queries.apvCertificates());
  return (
    <YearlyCertificateList
      kind="apvCertificates"
      certificates={certificates}
      urlOf={queries.apvCertificateUrl}
      fileNameOf={(year) => `certificado-apv-${year}.pdf`}
      details={(certificate) => (
        <Text as="span" size="sm" data-testid={`apv-certificate-${certificate.year}`}>
          {t('apvCertificates.figures', {
            savedA: money(certificate.savedA),
            savedB: money(certificate.savedB),
            bonus: money(certificate.bonus),
            rescued: money(certificate.rescued),
          })}
        </Text>
      )}
    />
  );
}
