import { InsurancesScreen } from '@portal/features';
import { SectionPage } from './SectionPage.tsx';

/** /insurances (main layout): the client's insurance contracts. */
export default function InsurancesPage() {
  return (
    <SectionPage id="insurances">
      <InsurancesScreen />
    </SectionPage>
  );
}
