import * as z from 'zod/mini';
import { type OrderKeys, orderKeysSchema } from './orderKeys.ts';

/**
 * What every flow's draft holds besides its own fields: its orders' keys, the field errors the
 * server gave its order and, once done, its receipt.
 */
export interface StepFlowDraft {
  /**
   * The idempotency keys of the orders this draft sent, by their content (`keyForOrder`): a retry,
   * a reload or a Back and Continue with the same content sends the same key.
   */
  orderKeys: OrderKeys;
  /**
   * The field errors the server refused the order with (HTTP 422), by the request's field names;
   * the step that asks for a field shows its error (`stepOfErrors`). Null once corrected.
   */
  serverErrors: Record<string, string> | null;
  /** What the server answered the order with; the flow is done once there is one. */
  receipt: unknown;
}

/**
 * The shape of the fields every draft shares (`StepFlowDraft`), for a flow's draft schema: its own
 * fields beside `...stepFlowDraftFields(receiptSchema)`. A draft kept before the server's errors
 * had one shape reads as having none (its own fields are kept).
 */
export function stepFlowDraftFields<Receipt extends z.ZodMiniType>(receipt: Receipt) {
  return {
    orderKeys: orderKeysSchema,
    serverErrors: z._default(z.nullable(z.record(z.string(), z.string())), null),
    receipt: z.nullable(receipt),
  };
}

/** The shared fields of a draft with nothing sent yet. */
export const unsentFlowDraft = { orderKeys: {}, serverErrors: null, receipt: null } as const;

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
   * When a step's part of the draft is done (its form was passed). A later step sends the client
   * back to the first earlier step that is not done, or that owns a field the server refused.
   */
  complete?: Partial<Record<Step, (draft: Draft) => boolean>>;
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
   * again); the first step always shows; a middle step needs every earlier step `complete` and
   * none of them owning a field the server refused.
   */
  redirect: (step: Step, draft: Draft) => Step | null;
  /** The first step that asks for a field the server refused; else `otherErrorsStep` (the review). */
  stepOfErrors: (errors: Record<string, string>) => Step;
  /**
   * The draft with the server's field errors kept, to be shown on the step that asks for them; or
   * null when none is a field of a step and the flow has no step for the others (the review then
   * says the order failed).
   */
  refused: (draft: Draft, errors: Record<string, string>) => Draft | null;
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
  const ownerOf = (errors: Record<string, string>): Step | undefined => {
    const fields = Object.keys(errors);
    return steps.find((step) => fields.some((field) => definition.fieldsOfStep?.[step]?.includes(field)));
  };
  const stepOfErrors = (errors: Record<string, string>): Step =>
    ownerOf(errors) ?? definition.otherErrorsStep ?? review;
  /** The first step before `step` that is not done or owns a refused field. */
  const backTo = (step: Step, draft: Draft): Step | null => {
    const errorsAt = draft.serverErrors ? stepOfErrors(draft.serverErrors) : null;
    const earlier = steps.slice(0, steps.indexOf(step));
    return (
      earlier.find((each) => each === errorsAt || definition.complete?.[each]?.(draft) === false) ?? null
    );
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
      return backTo(step, draft);
    },
    stepOfErrors,
    refused: (draft, errors) =>
      Object.keys(errors).length > 0 && (ownerOf(errors) || definition.otherErrorsStep)
        ? { ...draft, serverErrors: errors }
        : null,
  };
}
