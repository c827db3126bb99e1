import {
  callEndpoint,
  HttpError,
  queriesHook,
  type RegistrationConfirmed,
  type RegistrationRequest,
  registrationContract,
  registrationLinkGoneSchema,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** What an email link turned out to be. */
export type LinkOutcome =
  | { kind: 'confirmed'; confirmed: RegistrationConfirmed }
  | { kind: 'expired' | 'used' | 'unknown' };

/** Query keys of registration: a link's outcome, asked once per token. */
export const registrationKeys = {
  confirmation: (token: string) => ['registration', 'confirmation', token] as const,
};

/** Opening an account (public calls; contracts/registration.ts). */
export function registrationQueries(transport: Transport) {
  return {
    register: (request: RegistrationRequest) =>
      callEndpoint(transport, registrationContract.register, { body: request }),
    resend: (email: string) => callEndpoint(transport, registrationContract.resend, { body: { email } }),
    /**
     * What the email link says: confirmed, expired, used or not ours. Any other failure (the server
     * down, the network) is thrown, for a retry. Asked once per token: confirming is not repeated.
     */
    confirmation: (token: string) =>
      queryOptions({
        queryKey: registrationKeys.confirmation(token),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        queryFn: async (): Promise<LinkOutcome> => {
          try {
            const confirmed = await callEndpoint(transport, registrationContract.confirm, {
              body: { token },
            });
            return { kind: 'confirmed', confirmed };
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            if (error.status === 404) return { kind: 'unknown' };
            if (error.status !== 410) throw error;
            const gone = registrationLinkGoneSchema.safeParse(await error.response.json().catch(() => null));
            return { kind: gone.success ? gone.data.reason : 'expired' };
          }
        },
      }),
  };
}

/** The domain's calls for a component: `const registration = useRegistrationQueries();`. */
export const useRegistrationQueries = queriesHook(registrationQueries);
