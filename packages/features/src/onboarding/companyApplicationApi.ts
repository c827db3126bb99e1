import {
  type CompanyData,
  type CompanyDocumentKind,
  type CompanyNew,
  type CompanyRepresentative,
  companyApplicationEnvelopeSchema,
  companyApplicationSchema,
  fetchJson,
  queriesHook,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const companyApplicationKey = ['company-application'] as const;

/** The application to invest as a company (our contract: @portal/platform schemas/companyApplication.ts). */
export function companyApplicationQueries({ apiBase, http }: Transport) {
  const base = `${apiBase}api/company-application`;
  const send = (url: string, method: 'POST' | 'PUT', body: unknown, idempotencyKey?: string) =>
    fetchJson(
      url,
      companyApplicationSchema,
      {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
      },
      http,
    );
  return {
    /** The client's application, null before its first step. */
    application: () =>
      queryOptions({
        queryKey: companyApplicationKey,
        queryFn: async ({ signal }) =>
          (await fetchJson(base, companyApplicationEnvelopeSchema, { signal }, http)).application,
      }),
    /** The company: starts the application, or corrects it while it is a draft (keyed by its content). */
    saveCompany: (company: CompanyNew, idempotencyKey: string) => send(base, 'POST', company, idempotencyKey),
    saveData: (data: CompanyData) => send(`${base}/data`, 'PUT', data),
    saveRepresentative: (representative: CompanyRepresentative) =>
      send(`${base}/representative`, 'PUT', representative),
    /** One deed (the file goes as multipart; the browser sets its boundary). */
    uploadDocument: (kind: CompanyDocumentKind, file: File) => {
      const form = new FormData();
      form.set('file', file);
      return fetchJson(
        `${base}/documents/${kind}`,
        companyApplicationSchema,
        { method: 'PUT', body: form },
        http,
      );
    },
    /** Sends it for review; sending again answers the same. */
    submit: (idempotencyKey: string) => send(`${base}/submission`, 'POST', {}, idempotencyKey),
  };
}

/** The domain's calls for a component: `const companyApplication = useCompanyApplicationQueries();`. */
export const useCompanyApplicationQueries = queriesHook(companyApplicationQueries);
