import { useFlowStep } from '../routing/stepContext.ts';
import { SectionPage } from './parts.tsx';

/** /goals/new (signed in, step layout): a new goal; its form is the goals flow's. */
export default function GoalNewPage() {
  useFlowStep(1);
  return <SectionPage id="goalNew" width="narrow" />;
}
