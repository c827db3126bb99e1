import { InsuranceDetail } from '@portal/features';
import { useApi } from '@portal/platform';
import { Card, Page } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ActionLink } from './ActionLink.tsx';

/** /insurances/{id} (main layout): one insurance contract in detail, or why it is not there. */
export default function InsurancePage() {
  const { t } = useTranslation('app');
  const { insuranceId } = useParams();
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  const contract = user.insuranceContracts?.find((candidate) => String(candidate.id) === insuranceId);
  return contract ? (
    <Page
      eyebrow={t('pages.insurance.eyebrow')}
      title={contract.product.title}
      lead={t('pages.insurance.lead')}
      actions={
        <ActionLink to="/insurances" tone="secondary">
          {t('pages.insurance.all')}
        </ActionLink>
      }
    >
      <Card title={t('pages.insurance.detail')} id="insurance-detail">
        <InsuranceDetail insuranceId={contract.id} />
      </Card>
    </Page>
  ) : (
    <Page
      width="narrow"
      title={t('pages.insurance.notFoundTitle')}
      lead={t('pages.insurance.notFoundLead')}
      actions={<ActionLink to="/insurances">{t('pages.insurance.all')}</ActionLink>}
    />
  );
}
