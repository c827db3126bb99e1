import {
  addBusinessDays,
  type BankAccount,
  bankAccountTypes,
  cleanCardSerial,
  type DepositOptions,
  type DepositReceipt,
  depositAmountIssue,
  formatRut,
  type Goal,
  isValidAccountNumber,
  isValidRut,
  type Kyc,
  kycIssues,
  type NewGoalRequest,
  newGoalCategories,
  orderDay,
  type PortfolioChangeReceipt,
  type RescueOptions,
  type RescueReceipt,
  type RescueRequest,
  rescueAmountIssue,
  type UsBrokerageAccount,
  type UsBrokerageRequest,
  usBrokerageIssues,
} from '@portal/platform';
import { HttpResponse, http } from 'msw';
import { defineMockState } from '../control/store.ts';
import { chileBanks, clientRuts, maskAccountNumber, registeredAccounts } from '../fixtures/banking.ts';
import { catalogue } from '../fixtures/client.ts';
import { contract } from '../fixtures/contract.ts';
import { strategies, strategyBehaviour } from '../fixtures/money.ts';
import type { AccountId, Persona } from '../fixtures/personas.ts';
import { accounts, usBrokerageEntityUuid } from '../fixtures/personas.ts';
import {
  addBankAccount,
  addedBankAccounts,
  addedMovements,
  addGoal,
  addMovement,
  advanceOnboarding,
  createdGoals,
  oncePerKey,
  openedUsBrokerage,
  openUsBrokerage,
} from './flowState.ts';
import { chileToday } from './money.ts';
import { accountOf } from './session.ts';

/** Where clients transfer to: the company's accounts, one per currency. */
const transfers = {
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
const maximum = { CLP: 50_000_000, USD: 50_000 } as const;
const cutOff = '14:00';
/** Days the banks close that the calendar cannot know (an election), sent to the client. */
const closedDays: string[] = [];

const currencyOf = (goal: Goal) => (goal.currency.currencyCode === 'USD' ? 'USD' : 'CLP');

/** What one deposit to a goal may be and where it goes: the goal's product sets the minimum. */
export function depositOptionsOf(goal: Goal): DepositOptions {
  const currency = currencyOf(goal);
  const product = catalogue.products.find((candidate) =>
    candidate.categories.includes(goal.goalCategory.code),
  );
  return {
    goalId: goal.id,
    currency,
    minimum: product?.minimumDeposit ?? (currency === 'USD' ? 100 : 5_000),
    maximum: maximum[currency],
    cutOff,
    closedDays,
    transfer: transfers[currency],
    transferCode: `META-${goal.id}`,
  };
}

const money = (amount: number, currency: 'CLP' | 'USD') =>
  new Intl.NumberFormat('es-CL', {
    style: 'currency',
    currency,
    minimumFractionDigits: currency === 'USD' ? 2 : 0,
  }).format(amount);

/** The server's own check of an amount, the form's rule (it never trusts the form), in Spanish. */
export function depositAmountError(amount: unknown, options: DepositOptions): string | null {
  const issue = depositAmountIssue(typeof amount === 'number' ? amount : null, options);
  if (issue === 'required') return 'Ingresa un monto.';
  if (issue === 'decimals')
    return options.currency === 'USD'
      ? 'Usa hasta dos decimales.'
      : 'Ingresa un monto en pesos, sin decimales.';
  if (issue === 'minimum') return `El mínimo es ${money(options.minimum, options.currency)}.`;
  if (issue === 'maximum') return `El máximo por depósito es ${money(options.maximum, options.currency)}.`;
  return null;
}

const productOf = (goal: Goal) =>
  catalogue.products.find((candidate) => candidate.categories.includes(goal.goalCategory.code));

/** What a goal can give now: its capital less the rescues already on their way. */
function availableIn(account: AccountId, goal: Goal): number {
  const pending = addedMovements(account)
    .filter((movement) => movement.type === 'rescue' && String(movement.goalId) === String(goal.id))
    .reduce((sum, movement) => sum + movement.amount, 0);
  const left = goal.currentCapital - pending;
  return currencyOf(goal) === 'USD' ? Math.round(left * 100) / 100 : Math.max(0, left);
}

/** A rescue's limits, payment days and where it can be paid: the goal's product sets the days. */
export function rescueOptionsOf(account: AccountId, goal: Goal): RescueOptions {
  const currency = currencyOf(goal);
  return {
    goalId: goal.id,
    currency,
    available: Math.max(0, availableIn(account, goal)),
    minimum: currency === 'USD' ? 10 : 5_000,
    cutOff,
    closedDays,
    paymentBusinessDays: productOf(goal)?.rescueBusinessDays ?? 3,
    accounts: [...(registeredAccounts[account] ?? []), ...addedBankAccounts(account)],
    holderRut: clientRuts[account] ?? '',
  };
}

/** The server's checks of a rescue, field by field (Spanish), or the account it pays to. */
export function checkRescue(
  body: Partial<RescueRequest> | null,
  options: RescueOptions,
): { errors: Record<string, string> } | { amount: number; account: BankAccount; isNew: boolean } {
  const errors: Record<string, string> = {};
  const kind = body?.kind;
  let amount = options.available;
  if (kind !== 'partial' && kind !== 'total') errors.kind = 'Elige si rescatas una parte o todo.';
  else if (options.available <= 0) errors.kind = 'Esta meta no tiene saldo disponible para rescatar.';
  else if (kind === 'partial') {
    const issue = rescueAmountIssue(typeof body?.amount === 'number' ? body.amount : null, options);
    if (issue === 'required') errors.amount = 'Ingresa un monto.';
    if (issue === 'decimals')
      errors.amount =
        options.currency === 'USD' ? 'Usa hasta dos decimales.' : 'Ingresa un monto en pesos, sin decimales.';
    if (issue === 'minimum') errors.amount = `El mínimo es ${money(options.minimum, options.currency)}.`;
    if (issue === 'available')
      errors.amount = `Puedes rescatar hasta ${money(options.available, options.currency)}.`;
    amount = body?.amount as number;
  }
  let account: BankAccount | undefined;
  const fresh = body?.newAccount;
  if (fresh) {
    const bank = chileBanks.find((candidate) => candidate.code === fresh.bankCode);
    if (!bank) errors.bankCode = 'Elige el banco.';
    if (!(bankAccountTypes as readonly string[]).includes(fresh.type))
      errors.type = 'Elige el tipo de cuenta.';
    if (typeof fresh.number !== 'string' || !isValidAccountNumber(fresh.number))
      errors.number = 'Ingresa un número de cuenta de 4 a 20 dígitos.';
    if (typeof fresh.holderRut !== 'string' || !isValidRut(fresh.holderRut))
      errors.holderRut = 'Ingresa un RUT válido.';
    else if (formatRut(fresh.holderRut) !== formatRut(options.holderRut))
      errors.holderRut = `La cuenta debe estar a tu nombre (RUT ${formatRut(options.holderRut)}).`;
    if (bank && !errors.type && !errors.number)
      account = {
        id: `acc-new-${fresh.bankCode}-${String(fresh.number).replace(/\D/g, '').slice(-4)}`,
        bankCode: bank.code,
        bankName: bank.name,
        type: fresh.type,
        maskedNumber: maskAccountNumber(String(fresh.number)),
      };
  } else {
    account = options.accounts.find((candidate) => candidate.id === body?.accountId);
    if (!account) errors.accountId = 'Elige la cuenta que recibirá tu rescate.';
  }
  if (Object.keys(errors).length > 0 || !account) return { errors };
  return { amount, account, isNew: Boolean(fresh) };
}

const ownGoal = (request: Request, goalId: unknown) => {
  const account = accountOf(request);
  if (account instanceof Response) return account;
  const goal = (account.user.goals ?? []).find((own) => !own.archived && String(own.id) === goalId);
  if (!goal) return HttpResponse.json({ error: 'Goal not found' }, { status: 404 });
  return { account, goal };
};

/**
 * The money flows' writes (docs/RULES.md#rescue). A rescue: partial or total, never more than is available,
 * paid to a registered account or a new one in the client's own name, once per idempotency key. A
 * deposit order: its amount checked as the form does (422
 * with the field's message otherwise), once per idempotency key, and from then on en proceso in the
 * goal's movements and the pending fundings.
 */
export const flowHandlers = [
  http.get('*/api/goals/:goalId/deposit-options', ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    return HttpResponse.json(depositOptionsOf(found.goal));
  }),

  http.post('*/api/goals/:goalId/deposits', async ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    const { account, goal } = found;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as { amount?: unknown } | null;
    const options = depositOptionsOf(goal);
    const problem = depositAmountError(body?.amount, options);
    if (problem)
      return HttpResponse.json({ message: 'Revisa el monto.', errors: { amount: problem } }, { status: 422 });
    const now = new Date();
    const amount = body?.amount as number;
    const receipt: DepositReceipt = {
      id: `dep-${goal.id}-${addedMovements(account.id).length + 1}`,
      goalId: goal.id,
      amount,
      currency: options.currency,
      status: 'pending',
      createdAt: now.toISOString(),
      investOn: orderDay(now, options.cutOff, options.closedDays),
      transferCode: options.transferCode,
    };
    addMovement(account.id, {
      id: receipt.id,
      goalId: goal.id,
      type: 'deposit',
      status: 'pending',
      amount,
      currency: options.currency,
      requestedAt: receipt.createdAt,
      settledAt: null,
    });
    return once.created(receipt);
  }),

  http.get('*/api/banks', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(chileBanks);
  }),

  http.get('*/api/goals/:goalId/rescue-options', ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    return HttpResponse.json(rescueOptionsOf(found.account.id, found.goal));
  }),

  http.post('*/api/goals/:goalId/rescues', async ({ request, params }) => {
    const found = ownGoal(request, params.goalId);
    if (found instanceof Response) return found;
    const { account, goal } = found;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as Partial<RescueRequest> | null;
    const options = rescueOptionsOf(account.id, goal);
    const checked = checkRescue(body, options);
    if ('errors' in checked)
      return HttpResponse.json({ message: 'Revisa tu rescate.', errors: checked.errors }, { status: 422 });
    const now = new Date();
    const receipt: RescueReceipt = {
      id: `res-${goal.id}-${addedMovements(account.id).length + 1}`,
      goalId: goal.id,
      kind: body?.kind === 'total' ? 'total' : 'partial',
      amount: checked.amount,
      currency: options.currency,
      status: 'pending',
      createdAt: now.toISOString(),
      payOn: addBusinessDays(orderDay(now, cutOff, closedDays), options.paymentBusinessDays, closedDays),
      account: checked.account,
    };
    if (checked.isNew && !options.accounts.some((known) => known.id === checked.account.id))
      addBankAccount(account.id, checked.account);
    addMovement(account.id, {
      id: receipt.id,
      goalId: goal.id,
      type: 'rescue',
      status: 'pending',
      amount: receipt.amount,
      currency: options.currency,
      requestedAt: receipt.createdAt,
      settledAt: null,
    });
    return once.created(receipt);
  }),

  // A change of strategy: a different one that exists and the goal's product allows, one at a
  // time; en proceso until its day.
  http.post('*/api/goals/:goalId/portfolio-changes', async ({ request, params }) => {
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

  http.get('*/api/goals/new-options', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(newGoalOptionsOf(account.id));
  }),

  // A new goal: checked field by field (422), empty until its first deposit.
  http.post('*/api/goals', async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as Partial<NewGoalRequest> | null;
    const errors = newGoalErrors(body, chileToday());
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
      currency: { currencyCode: 'CLP' },
      portfolio: { investmentStrategyId: request_.strategyId },
      target: { amount: request_.target.amount, date: request_.target.date },
    };
    addGoal(account.id, goal);
    advanceOnboarding(account.id, account.status.onboardingStep, 'FOURTH', 'DONE');
    return once.created(goal);
  }),
];

/** Who accepted which contract version and when, by account (persisted in the demo tab). */
const acceptances = defineMockState(
  'contract-acceptances',
  () => ({}) as Record<string, { version: string; acceptedAt: string }>,
  { persist: true },
);

/** The contract, and this client's acceptance of its version (an older version's does not count). */
export const contractHandlers = [
  http.get('*/api/contract', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const accepted = acceptances.get()[account.id];
    return HttpResponse.json({
      ...contract,
      acceptedAt: accepted?.version === contract.version ? accepted.acceptedAt : null,
    });
  }),

  http.post('*/api/contract/acceptance', async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as { version?: unknown } | null;
    if (body?.version !== contract.version)
      return HttpResponse.json(
        {
          message: 'Revisa el contrato.',
          errors: { version: 'Hay una versión nueva del contrato: léela antes de aceptarla.' },
        },
        { status: 422 },
      );
    const acceptance = { version: contract.version, acceptedAt: new Date().toISOString() };
    acceptances.set({ ...acceptances.get(), [account.id]: acceptance });
    // Step 3 done: the account opens (FOURTH, docs/RULES.md#onboarding-step).
    advanceOnboarding(account.id, account.status.onboardingStep, 'THIRD', 'FOURTH');
    return once.created(acceptance);
  }),
];

/** Cards whose number the civil registry reports blocked (lost or stolen): the demo's one. */
const blockedSerials = ['100000000'];

/** The identity card check: the client's own RUT and a document number in force. */
export const identityHandlers = [
  http.post('*/api/identity/card', async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const body = (await request.json().catch(() => null)) as { rut?: unknown; serial?: unknown } | null;
    const rut = typeof body?.rut === 'string' ? body.rut : '';
    const serial = cleanCardSerial(typeof body?.serial === 'string' ? body.serial : '');
    const own = clientRuts[account.id] ?? '';
    const errors: Record<string, string> = {};
    if (!isValidRut(rut)) errors.rut = 'Ingresa un RUT válido.';
    else if (formatRut(rut) !== formatRut(own)) errors.rut = 'Ese RUT no es el de tu cuenta.';
    if (!serial) errors.serial = 'El número de documento tiene 9 dígitos (o una letra y 9 dígitos).';
    else if (blockedSerials.includes(serial))
      errors.serial = 'Esta cédula figura bloqueada en el Registro Civil. Usa tu cédula vigente.';
    if (Object.keys(errors).length > 0)
      return HttpResponse.json({ message: 'Revisa tu cédula.', errors }, { status: 422 });
    advanceOnboarding(account.id, account.status.onboardingStep, 'FIRST', 'SECOND');
    return HttpResponse.json({ validatedAt: new Date().toISOString() }, { status: 201 });
  }),
];

/** Each client's "Conoce a tu cliente" declaration (persisted in the demo tab). */
const declarations = defineMockState('kyc', () => ({}) as Record<string, Kyc>, { persist: true });
const emptyKyc: Kyc = {
  profession: '',
  fundsOrigin: '',
  fundsDetail: '',
  isPep: null,
  pepDetail: '',
  updatedAt: null,
};
const kycMessages: Record<string, Record<string, string>> = {
  profession: { required: 'Ingresa tu profesión u oficio.', length: 'Tu profesión va de 2 a 60 caracteres.' },
  fundsOrigin: { required: 'Elige el origen de tus fondos.' },
  fundsDetail: { required: 'Cuéntanos de dónde vienen tus fondos.' },
  isPep: { required: 'Indica si eres una persona expuesta políticamente.' },
  pepDetail: { required: 'Indica el cargo o el vínculo.' },
};

export const kycHandlers = [
  http.get('*/api/kyc', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(declarations.get()[account.id] ?? emptyKyc);
  }),
  http.put('*/api/kyc', async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const body = (await request.json().catch(() => null)) as Partial<Kyc> | null;
    const kyc: Kyc = {
      profession: typeof body?.profession === 'string' ? body.profession.trim() : '',
      fundsOrigin: (typeof body?.fundsOrigin === 'string' ? body.fundsOrigin : '') as Kyc['fundsOrigin'],
      fundsDetail: typeof body?.fundsDetail === 'string' ? body.fundsDetail.trim() : '',
      isPep: typeof body?.isPep === 'boolean' ? body.isPep : null,
      pepDetail: typeof body?.pepDetail === 'string' ? body.pepDetail.trim() : '',
      updatedAt: new Date().toISOString(),
    };
    const issues = kycIssues(kyc);
    if (Object.keys(issues).length > 0)
      return HttpResponse.json(
        {
          message: 'Revisa tu declaración.',
          errors: Object.fromEntries(
            Object.entries(issues).map(([field, issue]) => [
              field,
              kycMessages[field]?.[issue] ?? 'Revisa este dato.',
            ]),
          ),
        },
        { status: 422 },
      );
    declarations.set({ ...declarations.get(), [account.id]: kyc });
    advanceOnboarding(account.id, account.status.onboardingStep, 'SECOND', 'THIRD');
    return HttpResponse.json(kyc);
  }),
];

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
    // The same figures the demo histories grow with (fixtures/money.ts).
    strategyOutlook: strategies.map((strategy) => ({
      strategyId: strategy.id,
      expectedYearly: strategyBehaviour[strategy.id]?.yearly ?? 0.07,
      volatility: strategyBehaviour[strategy.id]?.volatility ?? 0.08,
    })),
  };
}

/** The server's checks of a new goal, field by field (Spanish). */
export function newGoalErrors(body: Partial<NewGoalRequest> | null, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(newGoalCategories as readonly string[]).includes(String(body?.category)))
    errors.category = 'Elige el tipo de meta.';
  const title = typeof body?.title === 'string' ? body.title.trim() : '';
  if (title.length < 2 || title.length > 40) errors.title = 'Ponle un nombre de 2 a 40 caracteres.';
  const target = body?.target;
  if (typeof target?.amount !== 'number' || !Number.isInteger(target.amount) || target.amount < 100_000)
    errors.targetAmount = 'La meta debe ser de al menos $100.000, en pesos.';
  if (typeof target?.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(target.date) || target.date <= today)
    errors.targetDate = 'Elige una fecha futura.';
  if (typeof body?.initial !== 'number' || !Number.isInteger(body.initial) || body.initial < 0)
    errors.initial = 'Ingresa un monto en pesos (0 si aún no).';
  if (
    typeof body?.monthly !== 'number' ||
    !Number.isInteger(body.monthly) ||
    (body.monthly !== 0 && body.monthly < 5_000)
  )
    errors.monthly = 'El aporte mensual es de al menos $5.000 (o 0).';
  if (!strategies.some((strategy) => strategy.id === body?.strategyId))
    errors.strategyId = 'Elige una estrategia.';
  return errors;
}

const usBrokerageMessages: Record<string, Record<string, string>> = {
  taxCountry: {
    required: 'Elige el país donde pagas impuestos.',
    usPerson:
      'Si pagas impuestos en EE.UU., esta cuenta no es para ti: se abre con el formulario W-8BEN, para quienes no son personas estadounidenses.',
  },
  taxId: {
    required: 'Ingresa tu número de identificación tributaria.',
    rut: 'Ingresa un RUT válido.',
    format: 'El número va de 5 a 20 letras o dígitos.',
    notYours: 'Ese RUT no es el de tu cuenta.',
  },
  usPerson: {
    required: 'Responde si eres persona estadounidense.',
    usPerson:
      'Esta cuenta se abre con el formulario W-8BEN, solo para quienes no son personas estadounidenses. Escríbenos para ver tu caso.',
  },
  termsAccepted: { required: 'Acepta los términos de la corredora para seguir.' },
  w8benCertified: { required: 'Firma la declaración W-8BEN para seguir.' },
};

/** The account number the brokerage gives a client: U and 7 digits, stable per client. */
function usAccountNumber(account: string): string {
  let hash = 7;
  for (const char of account) hash = (hash * 31 + char.charCodeAt(0)) % 10_000_000;
  return `U${String(hash).padStart(7, '0')}`;
}

/**
 * The US brokerage's activation (docs/RULES.md#us-brokerage-activation, docs/RULES.md#roles-and-permissions): only with a US invitation; the same rules as
 * the form, plus a Chilean RUT that is the client's own. Once open, the financial entity is active
 * (session.accountOf adds it) and the menu's "Invertir en EE.UU." shows; asking again answers the
 * same account.
 */
/** The client's open US brokerage account: opened in this demo, or active in their data since March. */
function usBrokerageAccountOf(account: Pick<Persona, 'id' | 'user'>): UsBrokerageAccount | undefined {
  return (
    openedUsBrokerage(account.id) ??
    ((account.user.userFinancialEntities ?? []).some(
      (entity) => entity.financialEntity.uuid === usBrokerageEntityUuid && entity.status === 'active',
    )
      ? { accountNumber: usAccountNumber(account.id), activatedAt: '2026-03-02T13:00:00.000Z' }
      : undefined)
  );
}

export const usBrokerageHandlers = [
  // The open account (its number and since when), or 404 for a client without one.
  http.get('*/api/ibkr/account', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const opened = usBrokerageAccountOf(account);
    return opened
      ? HttpResponse.json(opened)
      : HttpResponse.json({ message: 'No tienes una cuenta en EE.UU.' }, { status: 404 });
  }),
  http.post('*/api/ibkr/activation', async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const invited = account.activeCodes.some((code) => code.type === 'US_INVITATION' && code.active);
    if (!invited)
      return HttpResponse.json(
        { message: 'La cuenta en EE.UU. se abre solo por invitación.' },
        { status: 403 },
      );
    const already = usBrokerageAccountOf(account);
    if (already) return HttpResponse.json(already);
    const body = (await request.json().catch(() => null)) as Partial<UsBrokerageRequest> | null;
    const activation: UsBrokerageRequest = {
      taxCountry: typeof body?.taxCountry === 'string' ? body.taxCountry : '',
      taxId: typeof body?.taxId === 'string' ? body.taxId : '',
      usPerson: typeof body?.usPerson === 'boolean' ? body.usPerson : null,
      termsAccepted: body?.termsAccepted === true,
      w8benCertified: body?.w8benCertified === true,
    };
    const issues: Record<string, string> = { ...usBrokerageIssues(activation) };
    if (
      !issues.taxId &&
      activation.taxCountry === 'CL' &&
      formatRut(activation.taxId) !== formatRut(clientRuts[account.id] ?? '')
    )
      issues.taxId = 'notYours';
    const errors = Object.fromEntries(
      Object.entries(issues).map(([field, issue]) => [field, usBrokerageMessages[field]?.[issue] ?? issue]),
    );
    if (Object.keys(errors).length > 0)
      return HttpResponse.json({ message: 'Revisa tus datos.', errors }, { status: 422 });
    const opened: UsBrokerageAccount = {
      accountNumber: usAccountNumber(account.id),
      activatedAt: new Date().toISOString(),
    };
    openUsBrokerage(account.id, opened);
    return HttpResponse.json(opened, { status: 201 });
  }),
];
