import { useApi } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { InsuranceDetail } from '../InsuranceDetail/InsuranceDetail.tsx';

/** One of the client's insurance contracts in detail (/insurances/{id}), or why it is not there. */
export function InsuranceScreen({ insuranceId }: { insuranceId: string | undefined }) {
  const { t } = useTranslation('insurance');
  const user = useQuery(useApi().queries.currentUser()).data;
  if (!user) return null;
  const contract = user.insuranceContracts?.find((candidate) => String(candidate.id) === insuranceId);
  const toList = (tone: 'primary' | 'secondary') => (
    <ButtonLink tone={tone} to="/insurances">
      {t('page.all')}
    </ButtonLink>
  );
  return contract ? (
    <Page
      eyebrow={t('page.eyebrow')}
      title={contract.product.title}
      lead={t('page.lead')}
      actions={toList('secondary')}
    >
      <Card title={t('page.detail')} id="insurance-detail">
        <InsuranceDetail insuranceId={contract.id} />
      </Card>
    </Page>
  ) : (
    <Page
      width="narrow"
      title={t('page.notFoundTitle')}
      lead={t('page.notFoundLead')}
      actions={toList('primary')}
    />
  );
}
