import { MoneyFlowPage } from './MoneyFlowPage.tsx';

/** /rescue and /rescue/{goalId} (signed in, step layout). */
export default function RescuePage() {
  return <MoneyFlowPage flow="rescue" />;
}
