import {
  cardValidationSchema,
  contractAcceptanceSchema,
  contractSchema,
  fetchJson,
  type Kyc,
  kycSchema,
  queriesHook,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of onboarding: the contract and the "Conoce a tu cliente" declaration. */
export const onboardingKeys = {
  contract: ['flows', 'contract'] as const,
  kyc: ['flows', 'kyc'] as const,
};

/** queryOptions and writes of onboarding (our contract: @portal/platform schemas/onboarding.ts). */
export function onboardingQueries({ apiBase, http }: Transport) {
  return {
    /** The management contract in force and whether the client accepted it. */
    contract: () =>
      queryOptions({
        queryKey: onboardingKeys.contract,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/contract`, contractSchema, { signal }, http),
      }),
    /** Records the client's acceptance of a contract version; safe to send again with the same key. */
    acceptContract: (request: { version: string; idempotencyKey: string }) =>
      fetchJson(
        `${apiBase}api/contract/acceptance`,
        contractAcceptanceSchema,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': request.idempotencyKey },
          body: JSON.stringify({ version: request.version }),
        },
        http,
      ),
    /** Checks the client's identity card (their RUT and the card's document number). */
    validateCard: (request: { rut: string; serial: string }) =>
      fetchJson(
        `${apiBase}api/identity/card`,
        cardValidationSchema,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) },
        http,
      ),
    /** The client's "Conoce a tu cliente" declaration. */
    kyc: () =>
      queryOptions({
        queryKey: onboardingKeys.kyc,
        queryFn: ({ signal }) => fetchJson(`${apiBase}api/kyc`, kycSchema, { signal }, http),
      }),
    /** Saves the declaration (a PUT: sending it twice saves the same). */
    saveKyc: (kyc: Omit<Kyc, 'updatedAt'>) =>
      fetchJson(
        `${apiBase}api/kyc`,
        kycSchema,
        { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(kyc) },
        http,
      ),
  };
}

/** The domain's calls for a component: `const onboarding = useOnboardingQueries();`. */
export const useOnboardingQueries = queriesHook(onboardingQueries);
