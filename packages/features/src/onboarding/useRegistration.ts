import { useApi } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { onboardingProgress } from './onboardingProgress.ts';

/**
 * Where the client's registration stands (docs/RULES.md#onboarding-step): the step out of three and
 * whether the account is open; null while the status is unknown (loading, or its call failed).
 */
export function useRegistration(): ReturnType<typeof onboardingProgress> | null {
  const step = useQuery(useApi().queries.userStatus()).data?.onboardingStep;
  return step === undefined ? null : onboardingProgress(step);
}
