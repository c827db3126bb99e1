import {
  type CompanyData,
  type CompanyDocumentKind,
  type CompanyNew,
  type CompanyRepresentative,
  callEndpoint,
  companyApplicationContract as contract,
  queriesHook,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const companyApplicationKey = ['company-application'] as const;

/** The application to invest as a company (contracts/companyApplication.ts). */
export function companyApplicationQueries(transport: Transport) {
  return {
    /** The client's application, null before its first step. */
    application: () =>
      queryOptions({
        queryKey: companyApplicationKey,
        queryFn: async ({ signal }) =>
          (await callEndpoint(transport, contract.application, {}, { signal })).application,
      }),
    /** The company: starts the application, or corrects it while it is a draft (keyed by its content). */
    saveCompany: (company: CompanyNew, idempotencyKey: string) =>
      callEndpoint(
        transport,
        contract.saveCompany,
        { body: company },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    saveData: (data: CompanyData) => callEndpoint(transport, contract.saveData, { body: data }),
    saveRepresentative: (representative: CompanyRepresentative) =>
      callEndpoint(transport, contract.saveRepresentative, { body: representative }),
    /** One deed (the file goes as multipart; the browser sets its boundary). */
    uploadDocument: (kind: CompanyDocumentKind, file: File) =>
      callEndpoint(transport, contract.uploadDocument, { params: { kind }, form: { file } }),
    /** Sends it for review; sending again answers the same. */
    submit: (idempotencyKey: string) =>
      callEndpoint(
        transport,
        contract.submit,
        { body: {} },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
  };
}

/** The domain's calls for a component: `const companyApplication = useCompanyApplicationQueries();`. */
export const useCompanyApplicationQueries = queriesHook(companyApplicationQueries);
