import { SectionPage } from './parts.tsx';

/** /pending-transaction-notifications (main layout): deposits and rescues still in process. */
export default function PendingTransactionsPage() {
  return <SectionPage id="pendingTransactions" />;
}
