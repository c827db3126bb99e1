import { referralContract } from '@portal/platform';
import { referralProgrammeOf } from '../fixtures/referrals.ts';
import { handle } from '../http/contracted.ts';
import { accountOf } from './session.ts';

/** The referral domain's call: each client's own code and friends. */
export const referralHandlers = [
  handle(referralContract.programme, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return reply(referralProgrammeOf(account.id, account.user.firstname));
  }),
];
