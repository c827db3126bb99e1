import { ContractAcceptance } from '@portal/features';
import { Card } from '@portal/ui';
import { useFlowStep } from '../routing/stepContext.ts';
import { SectionPage } from './SectionPage.tsx';

/** /contract (signed in, step layout): reading and accepting the management contract. */
export default function ContractPage() {
  useFlowStep(1);
  return (
    <SectionPage id="contract" width="narrow">
      <Card>
        <ContractAcceptance />
      </Card>
    </SectionPage>
  );
}
