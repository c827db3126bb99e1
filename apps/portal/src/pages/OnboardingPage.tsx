import { OnboardingScreen } from '@portal/features';
import { useFlowStep } from '../routing/stepContext.ts';

/** /onboarding (signed in, step layout, its first step): where the client's registration stands. */
export default function OnboardingPage() {
  useFlowStep(1);
  return <OnboardingScreen />;
}
