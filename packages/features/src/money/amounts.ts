import { formatMoney, type Goal, type Movement } from '@portal/platform';

/** The goal's currency as the formatters take it (anything but dollars is pesos). */
export function goalCurrency(goal: Pick<Goal, 'currency'>): 'CLP' | 'USD' {
  return goal.currency.currencyCode === 'USD' ? 'USD' : 'CLP';
}

/**
 * What a movement does to the goal's money: + for deposits and dividends, − for rescues and fees, 0
 * for a change of portfolio.
 */
export function signedAmount(movement: Pick<Movement, 'type' | 'amount'>): number {
  if (movement.type === 'deposit' || movement.type === 'dividend') return movement.amount;
  if (movement.type === 'rescue' || movement.type === 'fee') return -movement.amount;
  return 0;
}

/** A goal's capital in its own currency, as the client reads it ($1.234.567; US$ with cents). */
export function goalAmount(goal: Pick<Goal, 'currency' | 'currentCapital'>): string {
  return formatMoney(goal.currentCapital, goalCurrency(goal));
}
