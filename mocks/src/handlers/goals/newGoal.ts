import {
  fitsCurrency,
  formatMoney,
  type Goal,
  goalsContract,
  latestTargetMonth,
  minimumTarget,
  monthlyTaxBrackets,
  type NewGoalRequest,
  newGoalCategories,
  newGoalLimits,
  type Product,
} from '@portal/platform';
import { HttpResponse } from 'msw';
import { catalogue } from '../../fixtures/catalogue.ts';
import type { AccountId } from '../../fixtures/personas.ts';
import { accounts } from '../../fixtures/personas.ts';
import { strategies, strategyBehaviour } from '../../fixtures/strategies.ts';
import { handle } from '../../http/contracted.ts';
import { accountIsOpen, addGoal, advanceOnboarding, createdGoals, oncePerKey } from '../flowState.ts';
import { chileToday } from '../money.ts';
import { accountOf } from '../session.ts';
import { isPerson } from './apv.ts';

/** Each client's risk profile (the riskiest strategy a recommendation may name). */
const riskProfiles: Partial<Record<AccountId, { title: string; maxRisk: number }>> = {
  individual: { title: 'Arriesgado', maxRisk: 5 },
  company: { title: 'Moderado', maxRisk: 3 },
  riskProfile: { title: 'Conservador', maxRisk: 2 },
};

export function newGoalOptionsOf(account: AccountId) {
  return {
    riskProfile: riskProfiles[account] ?? { title: 'Moderado', maxRisk: 4 },
    minimumMonthly: 5_000,
    // The same figures the demo histories grow with (simulation/goalMoney.ts).
    strategyOutlook: strategies.map((strategy) => ({
      strategyId: strategy.id,
      expectedYearly: strategyBehaviour[strategy.id]?.yearly ?? 0.07,
      volatility: strategyBehaviour[strategy.id]?.volatility ?? 0.08,
    })),
  };
}

/**
 * A savings product a goal can be opened in (docs/RULES.md#savings-products): one with a single
 * strategy, not the investment goals.
 */
export function savingsProduct(code: unknown): Product | undefined {
  return catalogue.products.find(
    (product) => product.code === code && product.code !== 'goals' && product.risk.from === product.risk.to,
  );
}

/** The one strategy of a savings product: the strategy of its risk. */
const productStrategyId = (product: Product) =>
  strategies.find((strategy) => strategy.risk === product.risk.from)?.id;

/**
 * The server's checks of a new goal, field by field (Spanish). A savings product's goal takes its
 * category, its one strategy and amounts in its currency (dollars to the cent).
 */
export function newGoalErrors(
  body: Partial<NewGoalRequest> | null,
  today: string,
  apv: ApvHolder = { person: true, regimes: [] },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const product = body?.product === undefined ? undefined : savingsProduct(body.product);
  if (body?.product !== undefined && !product) return { category: 'Ese producto no se abre como meta.' };
  const currency = product?.currency ?? 'CLP';
  const money = (amount: number) => formatMoney(amount, currency);
  const kinds: readonly string[] = product ? product.categories : newGoalCategories;
  if (!kinds.includes(String(body?.category))) errors.category = 'Elige el tipo de meta.';
  else if (body?.category === 'apv') Object.assign(errors, apvGoalErrors(body.apv, apv));
  const title = typeof body?.title === 'string' ? body.title.trim() : '';
  if (title.length < 2 || title.length > 40) errors.title = 'Ponle un nombre de 2 a 40 caracteres.';
  const target = body?.target;
  const maximum = newGoalLimits.maximumAmount[currency];
  if (
    typeof target?.amount !== 'number' ||
    !fitsCurrency(target.amount, currency) ||
    target.amount < minimumTarget[currency]
  )
    errors.targetAmount = product
      ? `La meta debe ser de al menos ${money(minimumTarget[currency])}.`
      : 'La meta debe ser de al menos $100.000, en pesos.';
  else if (target.amount > newGoalLimits.maximumTarget[currency])
    errors.targetAmount = `La meta puede ser de hasta ${money(newGoalLimits.maximumTarget[currency])}.`;
  if (typeof target?.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(target.date) || target.date <= today)
    errors.targetDate = 'Elige una fecha futura.';
  else if (target.date.slice(0, 7) > latestTargetMonth(today.slice(0, 7)))
    errors.targetDate = `Elige un mes dentro de los próximos ${newGoalLimits.horizonYears} años.`;
  if (typeof body?.initial !== 'number' || !fitsCurrency(body.initial, currency) || body.initial < 0)
    errors.initial =
      currency === 'USD'
        ? 'Ingresa un monto en dólares, hasta con dos decimales (0 si aún no).'
        : 'Ingresa un monto en pesos (0 si aún no).';
  else if (body.initial > maximum)
    errors.initial = `El depósito inicial puede ser de hasta ${money(maximum)}.`;
  const minimumMonthly = product?.minimumDeposit ?? 5_000;
  if (
    typeof body?.monthly !== 'number' ||
    !fitsCurrency(body.monthly, currency) ||
    (body.monthly !== 0 && body.monthly < minimumMonthly)
  )
    errors.monthly = `El aporte mensual es de al menos ${money(minimumMonthly)} (o 0).`;
  else if (body.monthly > maximum) errors.monthly = `El aporte mensual puede ser de hasta ${money(maximum)}.`;
  if (!strategies.some((strategy) => strategy.id === body?.strategyId))
    errors.strategyId = 'Elige una estrategia.';
  else if (product && body?.strategyId !== productStrategyId(product))
    errors.strategyId = `${product.name} invierte con una sola estrategia.`;
  return errors;
}

/** Who opens a goal, for an APV one: whether a person, and the regimes they already hold. */
interface ApvHolder {
  person: boolean;
  regimes: readonly string[];
}

/**
 * An APV goal (docs/RULES.md#apv-voluntary-retirement-savings): a person's, under regime A or B, one
 * per regime; the marginal rate kept for its estimate, if any, one of the tax brackets' rates.
 */
function apvGoalErrors(apv: Partial<NewGoalRequest['apv']> | undefined, holder: ApvHolder) {
  if (!holder.person) return { category: 'El APV es para personas: una empresa no puede abrirlo.' };
  const regime = apv?.regime;
  if (regime !== 'A' && regime !== 'B') return { apvRegime: 'Elige el régimen A o el B.' };
  if (holder.regimes.includes(regime))
    return {
      apvRegime: `Ya tienes un APV en el régimen ${regime}: deposita en él, o elige el otro régimen.`,
    };
  const rate = apv?.taxRate;
  if (rate != null && !monthlyTaxBrackets.some(([, bracketRate]) => bracketRate === rate))
    return { apvRegime: 'La tasa marginal que guardamos debe ser la de un tramo del impuesto.' };
  return {};
}

export const newGoalHandlers = [
  handle(goalsContract.newGoalOptions, ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(newGoalOptionsOf(account.id));
  }),

  // A new goal: checked field by field (422), empty until its first deposit.
  handle(goalsContract.create, async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    // A goal needs an open account: the registration's contract comes first (docs/RULES.md#onboarding-tasks).
    if (!accountIsOpen(account.id, account.status.onboardingStep))
      return HttpResponse.json({ error: 'The account is not open yet' }, { status: 409 });
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as Partial<NewGoalRequest> | null;
    const held = [...(accounts[account.id].user.goals ?? []), ...createdGoals(account.id)];
    const errors = newGoalErrors(body, chileToday(), {
      person: isPerson(account.id),
      regimes: held.flatMap((own) => (own.apv && !own.archived ? [own.apv.regime] : [])),
    });
    if (Object.keys(errors).length > 0)
      return HttpResponse.json({ message: 'Revisa tu meta.', errors }, { status: 422 });
    const request_ = body as NewGoalRequest;
    const existing = (accounts[account.id].user.goals ?? []).length + createdGoals(account.id).length;
    const goal: Goal = {
      // Ids the fixtures do not use (theirs are 101–705), per account in creation order.
      id: 9_000 + existing + 1,
      title: request_.title.trim(),
      archived: false,
      starred: false,
      currentCapital: 0,
      icon: { code: 'heroicons_outline:flag' },
      goalCategory: { code: request_.category, icon: { code: 'heroicons_outline:flag' } },
      currency: { currencyCode: savingsProduct(request_.product)?.currency ?? 'CLP' },
      portfolio: { investmentStrategyId: request_.strategyId },
      target: { amount: request_.target.amount, date: request_.target.date },
      ...(request_.category === 'apv' && request_.apv
        ? { apv: { regime: request_.apv.regime, taxRate: request_.apv.taxRate ?? null } }
        : {}),
    };
    addGoal(account.id, goal);
    advanceOnboarding(account.id, account.status.onboardingStep, 'FOURTH', 'DONE');
    return once.created(goal);
  }),
];
