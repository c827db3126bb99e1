import type { BankAccount, Goal, Movement, UsBrokerageAccount } from '@portal/platform';
import { HttpResponse, type JsonBodyType } from 'msw';
import { defineMockState } from '../control/store.ts';

/**
 * What the money flows wrote in this run (docs/RULES.md#money-flows), by account: the movements they created (a
 * deposit order starts en proceso) and the answers already given per idempotency key. The pages'
 * calls (movements, fundings) add these to the generated history, so a deposit shows everywhere.
 */
interface FlowState {
  movements: Record<string, Movement[]>;
  /** Bank accounts a rescue registered, by account. */
  bankAccounts: Record<string, BankAccount[]>;
  /** Goals the client created, by account. */
  goals: Record<string, Goal[]>;
  /** How far each account's onboarding got in this run (the fixtures' step until it moves). */
  onboarding: Record<string, string>;
  answers: Record<string, { status: number; body: JsonBodyType }>;
  /** US brokerage accounts opened in this run, by account. */
  usBrokerage: Record<string, UsBrokerageAccount>;
}

const flows = defineMockState(
  'flows',
  (): FlowState => ({
    movements: {},
    bankAccounts: {},
    goals: {},
    onboarding: {},
    answers: {},
    usBrokerage: {},
  }),
  {
    persist: true,
  },
);

/** The movements the flows added for an account, newest first. */
export function addedMovements(account: string): Movement[] {
  return flows.get().movements[account] ?? [];
}

export function addMovement(account: string, movement: Movement): void {
  const state = flows.get();
  flows.set({
    ...state,
    movements: { ...state.movements, [account]: [movement, ...(state.movements[account] ?? [])] },
  });
}

/** The answer a write with this key already got (keys are per account). */
export function answerFor(account: string, key: string): { status: number; body: JsonBodyType } | undefined {
  return flows.get().answers[`${account}|${key}`];
}

export function rememberAnswer(
  account: string,
  key: string,
  answer: { status: number; body: JsonBodyType },
): void {
  const state = flows.get();
  flows.set({ ...state, answers: { ...state.answers, [`${account}|${key}`]: answer } });
}

/** The bank accounts a rescue added for an account (a new account is registered with its rescue). */
export function addedBankAccounts(account: string): BankAccount[] {
  return flows.get().bankAccounts?.[account] ?? [];
}

export function addBankAccount(account: string, bankAccount: BankAccount): void {
  const state = flows.get();
  flows.set({
    ...state,
    bankAccounts: {
      ...state.bankAccounts,
      [account]: [...(state.bankAccounts?.[account] ?? []), bankAccount],
    },
  });
}

/** The goals an account created in this run, oldest first. */
export function createdGoals(account: string): Goal[] {
  return flows.get().goals?.[account] ?? [];
}

export function addGoal(account: string, goal: Goal): void {
  const state = flows.get();
  flows.set({ ...state, goals: { ...state.goals, [account]: [...(state.goals?.[account] ?? []), goal] } });
}

/** Changes a goal the account created (its star), so the change is kept as the goal is. */
export function updateCreatedGoal(account: string, goalId: string, patch: Partial<Goal>): Goal | undefined {
  const state = flows.get();
  const goals = state.goals?.[account] ?? [];
  const found = goals.find((goal) => String(goal.id) === goalId);
  if (!found) return undefined;
  const updated = { ...found, ...patch };
  flows.set({
    ...state,
    goals: { ...state.goals, [account]: goals.map((goal) => (goal === found ? updated : goal)) },
  });
  return updated;
}

/** An account's onboarding step: the one reached in this run, else the fixtures'. */
export function onboardingStepOf(account: string, fixture: string): string {
  return flows.get().onboarding?.[account] ?? fixture;
}

/** Whether an account is open: its registration past the contract (docs/RULES.md#onboarding-step). */
export function accountIsOpen(account: string, fixture: string): boolean {
  const step = onboardingStepOf(account, fixture);
  return step === 'FOURTH' || step === 'DONE';
}

/**
 * Moves an account's onboarding from one step to the next, only when it is at `from` (each task
 * done moves it once: validating the card, the declaration, the contract, the first goal).
 */
export function advanceOnboarding(account: string, fixture: string, from: string, to: string): void {
  if (onboardingStepOf(account, fixture) !== from) return;
  const state = flows.get();
  flows.set({ ...state, onboarding: { ...state.onboarding, [account]: to } });
}

/** The US brokerage account an account opened in this run, if it did. */
export function openedUsBrokerage(account: string): UsBrokerageAccount | undefined {
  return flows.get().usBrokerage?.[account];
}

export function openUsBrokerage(account: string, opened: UsBrokerageAccount): void {
  const state = flows.get();
  flows.set({ ...state, usBrokerage: { ...state.usBrokerage, [account]: opened } });
}

/**
 * A write's idempotency (every write carries an Idempotency-Key: the money flows, the advisor booking): a key already answered gets the
 * same answer and moves nothing again; `created` answers 201 and remembers it for the key.
 */
export function oncePerKey(
  request: Request,
  account: string,
): Response | { created: (body: JsonBodyType) => Response } {
  const key = request.headers.get('Idempotency-Key');
  if (!key) return HttpResponse.json({ error: 'Idempotency-Key header required' }, { status: 400 });
  const earlier = answerFor(account, key);
  if (earlier) return HttpResponse.json(earlier.body, { status: earlier.status });
  return {
    created: (body) => {
      rememberAnswer(account, key, { status: 201, body });
      return HttpResponse.json(body, { status: 201 });
    },
  };
}
