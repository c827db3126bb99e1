import { addBusinessDays, goalsContract, orderDay, type PortfolioChangeReceipt } from '@portal/platform';
import { HttpResponse } from 'msw';
import { catalogue } from '../../fixtures/catalogue.ts';
import { strategies } from '../../fixtures/strategies.ts';
import { handle } from '../../http/contracted.ts';
import { addedMovements, addMovement, oncePerKey } from '../flowState.ts';
import { closedDays, currencyOf, cutOff, ownGoal } from './flowSettings.ts';

export const portfolioChangeHandlers = [
  // A change of strategy: a different one that exists and the goal's product allows, one at a
  // time; en proceso until its day.
  handle(goalsContract.portfolioChange, async ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    const { account, goal } = found;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as { strategyId?: unknown } | null;
    const current = Number(goal.portfolio?.investmentStrategyId ?? 0);
    const target = strategies.find((strategy) => strategy.id === body?.strategyId);
    const pending = addedMovements(account.id).some(
      (movement) => movement.type === 'portfolio-change' && String(movement.goalId) === String(goal.id),
    );
    const refuse = (message: string) =>
      HttpResponse.json({ message: 'Revisa el cambio.', errors: { strategyId: message } }, { status: 422 });
    if (!target) return refuse('Elige una estrategia.');
    if (target.id === current) return refuse('Esa ya es la estrategia de tu meta.');
    // The goal's product says which strategies it may hold (the wallet and short-term ones, one).
    const product = catalogue.products.find((each) => each.categories.includes(goal.goalCategory.code));
    if (!product || target.risk < product.risk.from || target.risk > product.risk.to)
      return refuse('Esta meta no admite esa estrategia.');
    if (pending) return refuse('Ya tienes un cambio de estrategia en proceso para esta meta.');
    const now = new Date();
    const receipt: PortfolioChangeReceipt = {
      id: `chg-${goal.id}-${addedMovements(account.id).length + 1}`,
      goalId: goal.id,
      fromStrategyId: current,
      toStrategyId: target.id,
      status: 'pending',
      createdAt: now.toISOString(),
      effectiveOn: addBusinessDays(orderDay(now, cutOff, closedDays), 2, closedDays),
    };
    addMovement(account.id, {
      id: receipt.id,
      goalId: goal.id,
      type: 'portfolio-change',
      status: 'pending',
      amount: 0,
      currency: currencyOf(goal),
      requestedAt: receipt.createdAt,
      settledAt: null,
      toStrategyId: target.id,
    });
    return once.created(receipt);
  }),
];
