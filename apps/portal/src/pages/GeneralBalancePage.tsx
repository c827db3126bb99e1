import { GeneralBalanceScreen } from '@portal/features';
import { SectionPage } from './SectionPage.tsx';

/** /general-balance (main layout): the client's money consolidated, statements and tax certificates. */
export default function GeneralBalancePage() {
  return (
    <SectionPage id="generalBalance">
      <GeneralBalanceScreen />
    </SectionPage>
  );
}
