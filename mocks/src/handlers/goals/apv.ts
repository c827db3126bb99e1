import { type ApvYear, checkApvDeposit, formatMoney, type Goal, goalsContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { type AccountId, accounts } from '../../fixtures/personas.ts';
import { handle } from '../../http/contracted.ts';
import { apvYearOf } from '../../simulation/apv.ts';
import { ufOn } from '../../simulation/indicators.ts';
import { addedMovements, createdGoals } from '../flowState.ts';
import { chileToday } from '../money.ts';
import { accountOf } from '../session.ts';

/** APV is for people (docs/RULES.md#apv-voluntary-retirement-savings): a company has none. */
export const isPerson = (account: AccountId) => accounts[account].user.userType !== 'entity';

/** This year's APV of a person, from their goals (the ones they created in this run too) and movements. */
export function apvOf(account: AccountId, today = chileToday()): ApvYear {
  const goals = [...(accounts[account].user.goals ?? []), ...createdGoals(account)];
  return apvYearOf(goals, addedMovements(account), today);
}

/**
 * The server's check of money going into an APV goal (a deposit, or one charge of a scheduled
 * deposit): A and B together within 600 UF this year; refused with what would fit, in pesos and UF.
 * Null for any other goal, or an amount that fits.
 */
export function apvCapError(account: AccountId, goal: Goal, amount: unknown): string | null {
  if (!goal.apv || typeof amount !== 'number') return null;
  const today = chileToday();
  const check = checkApvDeposit(amount, apvOf(account, today), ufOn(today));
  if (check.ok) return null;
  return check.fits > 0
    ? `Este año tu APV admite hasta ${formatMoney(check.fits, 'CLP')} (${formatMoney(check.fitsUf, 'UF')}): el régimen A y el B juntos suman hasta 600 UF al año.`
    : 'Ya ahorraste este año las 600 UF que admiten el régimen A y el B juntos: podrás volver a depositar en enero.';
}

export const apvHandlers = [
  // GET api/apv: a person's APV this year; a company has none (404).
  handle(goalsContract.apv, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    if (!isPerson(account.id))
      return HttpResponse.json({ error: 'El APV es para personas.' }, { status: 404 });
    return reply(apvOf(account.id));
  }),
];
