import { readFieldErrors } from '@portal/platform';
import { useToast } from '@portal/ui';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import type { StepFlow, StepFlowDraft } from './defineStepFlow.ts';
import { keyForOrder } from './orderKeys.ts';
import { OrderOutcomeUnknownError, placeOnce, useOrderCalls } from './orderOutcome.ts';
import { useIdempotentConfirm } from './useIdempotentConfirm.ts';
import { useSessionDraft } from './useSessionDraft.ts';

/** Moves the flow to a step (the page keeps it in the URL, so back and reload work). */
export type OnStep<Step extends string> = (step: Step, options?: { replace?: boolean }) => void;

/**
 * The flow's step from the address (`?paso=`), and a move to another one: a new history entry, or
 * the same one with `replace`. Other parameters of the address stay.
 */
export function useStepParam<Step extends string>(
  flow: Pick<StepFlow<Step, StepFlowDraft>, 'stepOf' | 'searchWith'>,
) {
  const [search, setSearch] = useSearchParams();
  const step = flow.stepOf(search.get('paso'));
  // The step a move is on its way to: a double click's second submit, before the address changed,
  // asks for the same move, which must not push a second history entry (Back would seem dead once).
  const movingTo = useRef<Step | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step (the address moved) ends the move on its way.
  useEffect(() => {
    movingTo.current = null;
  }, [step]);
  const toStep: OnStep<Step> = useCallback(
    (next, options) => {
      if (!options?.replace && (next === movingTo.current || (movingTo.current === null && next === step)))
        return;
      if (!options?.replace) movingTo.current = next;
      setSearch((current) => flow.searchWith(current, next), { replace: options?.replace ?? false });
    },
    [setSearch, flow, step],
  );
  return { step, toStep } as const;
}

/**
 * The flow's draft, kept in the tab's storage under the flow's key for `scope` (a goal's id), so a
 * reload or a failed confirm loses nothing. A step the draft cannot show is left for the one the
 * flow names (replacing the address); `missing` says so meanwhile, and the step draws nothing.
 */
export function useFlowDraft<Step extends string, Draft extends StepFlowDraft>(
  flow: StepFlow<Step, Draft>,
  scope: string,
  step: Step,
  onStep: OnStep<Step>,
  /** Where a kept draft that no longer passes a step's rules (today's limits) sends the client. */
  recheck?: (step: Step, draft: Draft) => Step | null,
) {
  const draft = useSessionDraft(flow.draft.key(scope), flow.draft.schema, flow.draft.empty);
  const redirect = flow.redirect(step, draft.draft) ?? recheck?.(step, draft.draft) ?? null;
  useEffect(() => {
    if (redirect) onStep(redirect, { replace: true });
  }, [redirect, onStep]);
  return { ...draft, missing: redirect !== null } as const;
}

export interface FlowConfirmOptions<Step extends string, Draft extends StepFlowDraft, Receipt> {
  flow: StepFlow<Step, Draft>;
  draft: Draft;
  saveDraft: (next: Draft) => void;
  onStep: OnStep<Step>;
  /**
   * What the order asks for (its kind, goal, amount or share, currency, destination, schedule): its
   * idempotency key belongs to this content (`keyForOrder`), so the same content is the same order.
   */
  content: unknown;
  /** Places the order with its idempotency key. */
  order: (idempotencyKey: string) => Promise<Receipt>;
  /** The receipt's shape, to read the order placed with a key when its answer was lost. */
  receipt: z.ZodMiniType<Receipt>;
  /** What the order changes elsewhere: these queries are asked again, so it shows at once. */
  invalidates: readonly QueryKey[];
  /** Told once the order is placed (its receipt came, or was found by its key). */
  onPlaced?: () => void;
}

/** What a review step shows of its order: on its way, asking whether it was placed, or why it failed. */
export interface OrderState {
  isPending: boolean;
  isError: boolean;
  /** The answer was lost, and the portal is asking the server whether the order was placed. */
  isChecking: boolean;
  /** The answer was lost, and the server could not be asked: the order may exist. */
  isOutcomeUnknown: boolean;
}

/**
 * The confirm of a flow's order, written once: its idempotency key belongs to its content (a retry,
 * a reload, or Back and Continue with the same content sends the same one, so the server never acts
 * twice), one request at a time; a lost answer is checked with the server by the key, never said as
 * a failure while the order may exist; once done, the draft holds the receipt alone and the flow
 * shows it; a refused field goes back to the step that asks for it, where it is shown.
 */
export function useFlowConfirm<Step extends string, Draft extends StepFlowDraft, Receipt>({
  flow,
  draft,
  saveDraft,
  onStep,
  content,
  order,
  receipt: receiptSchema,
  invalidates,
  onPlaced,
}: FlowConfirmOptions<Step, Draft, Receipt>) {
  const queryClient = useQueryClient();
  const orders = useOrderCalls();
  const [isChecking, setChecking] = useState(false);
  const { t } = useTranslation('stepFlow');
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The review is still on screen: the receipt follows it. Left while the order was on its way, the
  // answer must not pull the client back from where they went: a toast says it and links to it.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const receiptAddress = `${pathname}?${flow.searchWith(new URLSearchParams(search), flow.done).toString()}`;
  // The review, to come back to when the order failed (or may have) after the client left it.
  const reviewAddress = `${pathname}${search}`;
  const mutation = useMutation({
    mutationFn: (key: string) =>
      placeOnce(
        () => order(key),
        () => orders.placed(key, receiptSchema),
        () => setChecking(true),
      ).finally(() => setChecking(false)),
    onSuccess: (receipt) => {
      onPlaced?.();
      saveDraft({ ...flow.draft.empty, receipt });
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
      if (shown.current) onStep(flow.done, { replace: true });
      else
        toast({
          title: t('order.placedAway'),
          tone: 'success',
          duration: 0,
          action: {
            label: t('order.seeReceipt'),
            altText: t('order.seeReceiptAlt'),
            onSelect: () => navigate(receiptAddress),
          },
        });
    },
    onError: async (error) => {
      const errors = (await readFieldErrors(error))?.errors;
      // Kept where the steps show them (`flow.refused`); none of the flow's fields: the review says it.
      const next = errors ? flow.refused(draft, errors) : null;
      if (errors && next) {
        // A refusal says the page's figures were not the server's (another tab's order, a day gone
        // by): what the order would have changed is asked again, so the step shows what is true now.
        for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
        // The corrected order has another content, so another key; this one stays with its content.
        saveDraft(next);
      }
      if (!shown.current) {
        // Left while it was on its way: a toast says it did not go through (or may not have), and
        // leads back to the flow, which shows why; the key kept makes a second try place it once.
        toast({
          title: t(error instanceof OrderOutcomeUnknownError ? 'order.unknownAway' : 'order.failedAway'),
          tone: 'error',
          duration: 0,
          action: {
            label: t('order.backToReview'),
            altText: t('order.backToReviewAlt'),
            onSelect: () => navigate(reviewAddress),
          },
        });
        return;
      }
      if (errors && next) onStep(flow.stepOfErrors(errors));
    },
  });
  const send = useIdempotentConfirm(mutation, () => {
    const { key, keys, isNew } = keyForOrder(draft.orderKeys, content);
    // Kept before the order leaves: a reload while it is out finds the same key.
    if (isNew) saveDraft({ ...draft, orderKeys: keys });
    return key;
  });
  const state: OrderState = {
    isPending: mutation.isPending,
    isError: mutation.isError,
    isChecking,
    isOutcomeUnknown: mutation.error instanceof OrderOutcomeUnknownError,
  };
  return { send, mutation, state } as const;
}
