import type * as z from 'zod/mini';
import type { OrderKeys } from './orderKeys.ts';

/** What every flow's draft holds besides its own fields: its orders' keys and, once done, its receipt. */
export interface StepFlowDraft {
  /**
   * The idempotency keys of the orders this draft sent, by their content (`keyForOrder`): a retry,
   * a reload or a Back and Continue with the same content sends the same key.
   */
  orderKeys: OrderKeys;
  /** What the server answered the order with; the flow is done once there is one. */
  receipt: unknown;
}

export interface StepFlowDefinition<Step extends string, Draft extends StepFlowDraft> {
  /**
   * The steps as the URL names them (`?paso=`), in order: the first is where the flow starts (no
   * `?paso=`), the one before last confirms the order, the last shows its receipt.
   */
  steps: readonly [Step, Step, ...Step[]];
  /** The draft kept in the tab's storage (`useFlowDraft`): its shape, its empty value, its key. */
  draft: { schema: z.ZodMiniType<Draft>; empty: Draft; key: (scope: string) => string };
  /** The fields each step asks for: a server error on one sends the client back to that step. */
  fieldsOfStep?: Partial<Record<Step, readonly string[]>>;
  /** Where a server error on no step's field is shown (default: the review step). */
  otherErrorsStep?: Step;
  /**
   * Where a middle step sends the client when the draft cannot show it yet (an earlier step not
   * done, or refused by the server: `stepOfErrors` names the step a refusal belongs to), or null
   * to show it.
   */
  missing?: (step: Step, draft: Draft, stepOfErrors: (errors: Record<string, string>) => Step) => Step | null;
}

export interface StepFlow<Step extends string, Draft extends StepFlowDraft>
  extends StepFlowDefinition<Step, Draft> {
  first: Step;
  /** The step that confirms the order. */
  review: Step;
  /** The step that shows the receipt. */
  done: Step;
  /** The step a `?paso=` value names; anything else is the first. */
  stepOf: (value: string | null | undefined) => Step;
  /** 1-based, as the step layout counts (1 shows the logo, later ones a back button). */
  stepNumber: (step: Step) => number;
  /**
   * The address's search for a step: `?paso=` for all but the first, which has none; the address's
   * other parameters (a goal's id, a layout) stay as they were.
   */
  searchWith: (current: URLSearchParams, step: Step) => URLSearchParams;
  /**
   * Where a step the draft cannot show sends the client, or null to show it: the receipt needs an
   * order placed; once it is placed every other step leads to its receipt (never confirming it
   * again); the first step always shows; a middle step as the flow's `missing` says.
   */
  redirect: (step: Step, draft: Draft) => Step | null;
  /** The first step that asks for a field the server refused; else `otherErrorsStep` (the review). */
  stepOfErrors: (errors: Record<string, string>) => Step;
}

/**
 * A flow of steps (deposit, rescue, change of portfolio, new goal), written once: what its steps
 * are called in the URL, how they count, where a draft that cannot show a step sends the client,
 * and which step owns a field the server refused. Pure: the hooks that keep the draft and confirm
 * the order (`useFlowDraft`, `useFlowConfirm`) read it.
 */
export function defineStepFlow<Step extends string, Draft extends StepFlowDraft>(
  definition: StepFlowDefinition<Step, Draft>,
): StepFlow<Step, Draft> {
  const { steps } = definition;
  const first = steps[0];
  const done = steps[steps.length - 1] as Step;
  const review = steps[steps.length - 2] as Step;
  const stepOf = (value: string | null | undefined): Step =>
    (steps as readonly string[]).includes(value ?? '') ? (value as Step) : first;
  const stepOfErrors = (errors: Record<string, string>): Step => {
    const fields = Object.keys(errors);
    const owner = steps.find((step) =>
      fields.some((field) => definition.fieldsOfStep?.[step]?.includes(field)),
    );
    return owner ?? definition.otherErrorsStep ?? review;
  };
  return {
    ...definition,
    first,
    review,
    done,
    stepOf,
    stepNumber: (step) => steps.indexOf(step) + 1,
    searchWith: (current, step) => {
      const search = new URLSearchParams(current);
      if (step === first) search.delete('paso');
      else search.set('paso', step);
      return search;
    },
    redirect: (step, draft) => {
      if (step === done) return draft.receipt ? null : first;
      if (step === first) return null;
      if (draft.receipt) return done;
      return definition.missing?.(step, draft, stepOfErrors) ?? null;
    },
    stepOfErrors,
  };
}
