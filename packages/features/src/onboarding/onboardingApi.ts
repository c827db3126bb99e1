import { callEndpoint, type Kyc, onboardingContract, queriesHook, type Transport } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of onboarding: the contract and the "Conoce a tu cliente" declaration. */
export const onboardingKeys = {
  contract: ['flows', 'contract'] as const,
  kyc: ['flows', 'kyc'] as const,
};

/** queryOptions and writes of onboarding (contracts/onboarding.ts). */
export function onboardingQueries(transport: Transport) {
  return {
    /** The management contract in force and whether the client accepted it. */
    contract: () =>
      queryOptions({
        queryKey: onboardingKeys.contract,
        queryFn: ({ signal }) => callEndpoint(transport, onboardingContract.contract, {}, { signal }),
      }),
    /** Records the client's acceptance of a contract version; safe to send again with the same key. */
    acceptContract: (request: { version: string; idempotencyKey: string }) =>
      callEndpoint(
        transport,
        onboardingContract.acceptContract,
        { body: { version: request.version } },
        { headers: { 'Idempotency-Key': request.idempotencyKey } },
      ),
    /** Checks the client's identity card (their RUT and the card's document number). */
    validateCard: (request: { rut: string; serial: string }) =>
      callEndpoint(transport, onboardingContract.validateCard, { body: request }),
    /** The client's "Conoce a tu cliente" declaration. */
    kyc: () =>
      queryOptions({
        queryKey: onboardingKeys.kyc,
        queryFn: ({ signal }) => callEndpoint(transport, onboardingContract.kyc, {}, { signal }),
      }),
    /** Saves the declaration (a PUT: sending it twice saves the same). */
    saveKyc: (kyc: Omit<Kyc, 'updatedAt'>) =>
      callEndpoint(transport, onboardingContract.saveKyc, { body: kyc }),
  };
}

/** The domain's calls for a component: `const onboarding = useOnboardingQueries();`. */
export const useOnboardingQueries = queriesHook(onboardingQueries);
