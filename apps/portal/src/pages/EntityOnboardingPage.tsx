import { EntityStepScreen, entityStepNumber } from '@portal/features';
import { useNavigate, useParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';

/** /entity/onboarding/{step} (step layout): the company's data, its representative, its documents. */
export default function EntityOnboardingPage() {
  const navigate = useNavigate();
  const { step } = useParams();
  useFlowStep(entityStepNumber(step) ?? 2);
  return <EntityStepScreen step={step} onNext={(next) => navigate(`/entity/onboarding/${next}`)} />;
}
