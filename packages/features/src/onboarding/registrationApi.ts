import {
  fetchJson,
  HttpError,
  queriesHook,
  type RegistrationConfirmed,
  type RegistrationRequest,
  registrationConfirmedSchema,
  registrationLinkGoneSchema,
  registrationSentSchema,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

/** What an email link turned out to be. */
export type LinkOutcome =
  | { kind: 'confirmed'; confirmed: RegistrationConfirmed }
  | { kind: 'expired' | 'used' | 'unknown' };

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Opening an account (public calls; our contract: @portal/platform schemas/registration.ts). */
export function registrationQueries({ apiBase, http }: Transport) {
  return {
    register: (request: RegistrationRequest) =>
      fetchJson(`${apiBase}api/registrations`, registrationSentSchema, json(request), http),
    resend: (email: string) =>
      fetchJson(`${apiBase}api/registrations/resend`, registrationSentSchema, json({ email }), http),
    /**
     * What the email link says: confirmed, expired, used or not ours. Any other failure (the server
     * down, the network) is thrown, for a retry. Asked once per token: confirming is not repeated.
     */
    confirmation: (token: string) =>
      queryOptions({
        queryKey: ['registration', 'confirmation', token] as const,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        queryFn: async (): Promise<LinkOutcome> => {
          try {
            const confirmed = await fetchJson(
              `${apiBase}api/registrations/confirmation`,
              registrationConfirmedSchema,
              json({ token }),
              http,
            );
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
