import { MoneyFlowPage } from './MoneyFlowPage.tsx';

/** /deposit and /deposit/{goalId} (signed in, step layout). */
export default function DepositPage() {
  return <MoneyFlowPage flow="deposit" />;
}
