import { UsBrokerageActivation } from '@portal/features';
import { Card } from '@portal/ui';
import { useFlowStep } from '../routing/stepContext.ts';
import { SectionPage } from './SectionPage.tsx';

/**
 * /ibkr/activate (step layout): opening the US brokerage account, by invitation. One step: the logo
 * leads home, close goes back to where it was opened (docs/RULES.md#closing-a-step "otherwise").
 */
export default function IbkrActivatePage() {
  useFlowStep(1);
  return (
    <SectionPage id="ibkrActivate" width="narrow">
      <Card>
        <UsBrokerageActivation />
      </Card>
    </SectionPage>
  );
}
