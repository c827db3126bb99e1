import { PendingFundings } from '@portal/features';
import { SectionPage } from './SectionPage.tsx';

/** /pending-transaction-notifications (main layout): deposits still on their way to a goal. */
export default function PendingTransactionsPage() {
  return (
    <SectionPage id="pendingTransactions">
      <PendingFundings />
    </SectionPage>
  );
}
