import { insuranceContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { insuranceDetails } from '../fixtures/insurance.ts';
import { handle } from '../http/contracted.ts';
import { accountOf } from './session.ts';

/** The insurance domain's call: one of the client's own contracts in detail; another's is not found. */
export const insuranceHandlers = [
  handle(insuranceContract.detail, ({ request, params, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const own = (account.user.insuranceContracts ?? []).some(
      (contract) => String(contract.id) === params.insuranceId,
    );
    const detail = own ? insuranceDetails[params.insuranceId] : undefined;
    if (!detail) return HttpResponse.json({ error: 'Insurance contract not found' }, { status: 404 });
    return reply(detail);
  }),
];
