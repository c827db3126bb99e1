import { HttpResponse, http } from 'msw';
import {
  advisors,
  articles,
  catalogue,
  companyProfiles,
  insuranceDetails,
  referralProgrammeOf,
} from '../fixtures/client.ts';
import { accountOf } from './session.ts';

/**
 * What surrounds the money of the account a request acts for (issue 12; SPEC §7 leaves these calls
 * open): the catalogue and fees, the advisor, the referral programme, insurance contracts in detail,
 * a company's legal data and the blog feed. Another client's contract is not found (404).
 */
export const clientHandlers = [
  http.get('*/api/products', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(catalogue);
  }),

  http.get('*/api/advisor', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ advisor: advisors[account.id] });
  }),

  http.get('*/api/referrals', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(referralProgrammeOf(account.id, account.user.firstname));
  }),

  http.get('*/api/insurances/:insuranceId', ({ request, params }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const own = (account.user.insuranceContracts ?? []).some(
      (contract) => String(contract.id) === params.insuranceId,
    );
    const detail = own ? insuranceDetails[String(params.insuranceId)] : undefined;
    if (!detail) return HttpResponse.json({ error: 'Insurance contract not found' }, { status: 404 });
    return HttpResponse.json(detail);
  }),

  http.get('*/api/entity', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const profile = companyProfiles[account.id];
    if (!profile) return HttpResponse.json({ error: 'Not a company account' }, { status: 404 });
    return HttpResponse.json(profile);
  }),

  http.get('*/api/blog/articles', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ items: articles });
  }),
];
