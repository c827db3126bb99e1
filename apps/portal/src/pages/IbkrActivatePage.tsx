import { UsBrokerageActivation } from '@portal/features';
import { Card } from '@portal/ui';
import { SectionPage } from './parts.tsx';

/** /ibkr/activate (main layout): opening the US brokerage account, by invitation. */
export default function IbkrActivatePage() {
  return (
    <SectionPage id="ibkrActivate" width="narrow">
      <Card>
        <UsBrokerageActivation />
      </Card>
    </SectionPage>
  );
}
