import { ValidateCiForm } from '@portal/features';
import { Card } from '@portal/ui';
import { useFlowStep } from '../routing/stepContext.ts';
import { HomeLink } from './ActionLink.tsx';
import { SectionPage } from './SectionPage.tsx';

/** /validateci (signed in, empty layout, a step flow): confirming the client's identity card. */
export default function ValidateCiPage() {
  useFlowStep(1);
  return (
    <SectionPage id="validateci" width="narrow" actions={<HomeLink />}>
      <Card>
        <ValidateCiForm />
      </Card>
    </SectionPage>
  );
}
