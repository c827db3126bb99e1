import type { Goal } from '@portal/platform';
import { activeGoals } from '@portal/platform';
import { HttpResponse } from 'msw';
import { accountOf } from '../session.ts';

/** Where clients transfer to: the company's accounts, one per currency. */
export const transfers = {
  CLP: {
    bank: 'Banco de Chile',
    accountType: 'Cuenta corriente',
    accountNumber: '800-12345-06',
    holder: 'Inversiones Portal S.A.',
    rut: '76.123.456-0',
    email: 'depositos@inversionesportal.cl',
  },
  USD: {
    bank: 'Banco Santander',
    accountType: 'Cuenta corriente en dólares',
    accountNumber: '5100-0456-7',
    holder: 'Inversiones Portal S.A.',
    rut: '76.123.456-0',
    email: 'depositos@inversionesportal.cl',
  },
} as const;

/** The largest single deposit the portal takes (above it, the advisor arranges it). */
export const maximum = { CLP: 50_000_000, USD: 50_000 } as const;
export const cutOff = '14:00';
/** Days the banks close that the calendar cannot know (an election), sent to the client. */
export const closedDays: string[] = [];

export const currencyOf = (goal: Goal) => (goal.currency.currencyCode === 'USD' ? 'USD' : 'CLP');

/** The signed-in client's own active goal of the address, or the answer that refuses it. */
export const ownGoal = (request: Request, goalId: unknown) => {
  const account = accountOf(request);
  if (account instanceof Response) return account;
  const goal = activeGoals(account.user.goals).find((own) => String(own.id) === goalId);
  if (!goal) return HttpResponse.json({ error: 'Goal not found' }, { status: 404 });
  return { account, goal };
};
