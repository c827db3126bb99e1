import { readFieldErrors } from '@portal/platform';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { StepFlow, StepFlowDraft } from './defineStepFlow.ts';
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
  const toStep: OnStep<Step> = useCallback(
    (next, options) =>
      setSearch((current) => flow.searchWith(current, next), { replace: options?.replace ?? false }),
    [setSearch, flow],
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
) {
  const draft = useSessionDraft(flow.draft.key(scope), flow.draft.schema, flow.draft.empty);
  const redirect = flow.redirect(step, draft.draft);
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
  /** Places the order with its idempotency key. */
  order: (idempotencyKey: string) => Promise<Receipt>;
  /**
   * The draft with the server's field errors (HTTP 422) kept where its steps show them, or null
   * when none concerns this flow's fields (the review then says the order failed).
   */
  refused: (draft: Draft, errors: Record<string, string>) => Draft | null;
  /** What the order changes elsewhere: these queries are asked again, so it shows at once. */
  invalidates: readonly QueryKey[];
}

/**
 * The confirm of a flow's order, written once: one idempotency key per order (a retry or a reload
 * sends the same one, so the server never acts twice), one request at a time; once done, the draft
 * holds the receipt alone and the flow shows it; a refused field goes back to the step that asks
 * for it, where it is shown.
 */
export function useFlowConfirm<Step extends string, Draft extends StepFlowDraft, Receipt>({
  flow,
  draft,
  saveDraft,
  onStep,
  order,
  refused,
  invalidates,
}: FlowConfirmOptions<Step, Draft, Receipt>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: order,
    onSuccess: (receipt) => {
      saveDraft({ ...flow.draft.empty, receipt });
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
      onStep(flow.done, { replace: true });
    },
    onError: async (error) => {
      const errors = (await readFieldErrors(error))?.errors;
      const next = errors ? refused(draft, errors) : null;
      if (!errors || !next) return;
      saveDraft({ ...next, idempotencyKey: null });
      onStep(flow.stepOfErrors(errors));
    },
  });
  const send = useIdempotentConfirm(mutation, draft.idempotencyKey, (key) =>
    saveDraft({ ...draft, idempotencyKey: key }),
  );
  return { send, mutation } as const;
}
