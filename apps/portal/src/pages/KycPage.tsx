import { KycForm } from '@portal/features';
import { Card } from '@portal/ui';
import { HomeLink } from './ActionLink.tsx';
import { SectionPage } from './SectionPage.tsx';

/** /kyc (signed in, empty layout): "Conoce a tu cliente", the client's declaration of funds. */
export default function KycPage() {
  return (
    <SectionPage id="kyc" width="narrow" actions={<HomeLink />}>
      <Card>
        <KycForm />
      </Card>
    </SectionPage>
  );
}
