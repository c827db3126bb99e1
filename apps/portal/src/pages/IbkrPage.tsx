import { UsBrokerageScreen } from '@portal/features';

/** /ibkr (main layout): investing in the US, as far as this client may (the products domain's screen). */
export default function IbkrPage() {
  return <UsBrokerageScreen />;
}
