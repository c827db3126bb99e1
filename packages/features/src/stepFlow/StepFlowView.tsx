import { type ComponentType, createElement, type ReactNode, useEffect } from 'react';
import { QueriesState } from '../kit/QueryState.tsx';
import type { StepFlow, StepFlowDraft } from './defineStepFlow.ts';
import { type OnStep, useFlowDraft } from './useStepFlow.ts';

/** What every step of a flow gets from `StepFlowView`, beside the flow's own props (a goal, a clock). */
export interface FlowStepProps<Step extends string, Draft extends StepFlowDraft, Options> {
  /** The flow the step belongs to: its steps, its draft (what `useFlowConfirm` reads). */
  flow: StepFlow<Step, Draft>;
  step: Step;
  /** What the flow's queries gave: the limits, the accounts, the strategies. */
  options: Options;
  draft: Draft;
  saveDraft: (next: Draft) => void;
  onStep: OnStep<Step>;
}

/** A step drawn before the flow's options are in (the new goal's first asks the server nothing). */
export type EarlyStepProps<Step extends string, Draft extends StepFlowDraft> = Omit<
  FlowStepProps<Step, Draft, never>,
  'options'
>;

/** The queries a flow's steps need, and what the steps get once each has answered. */
export interface FlowOptions<Options> {
  queries: readonly { isError: boolean; data: unknown; refetch: () => unknown }[];
  data: Options | undefined;
}

export interface StepFlowViewProps<Step extends string, Draft extends StepFlowDraft, Options, Extra> {
  flow: StepFlow<Step, Draft>;
  /** Whose draft it is (a goal's id, a product's code): each has its own. */
  scope: string;
  /** The step shown (the page keeps it in the address) and the way to another. */
  step: Step;
  onStep: OnStep<Step>;
  options: FlowOptions<Options>;
  /** What the options' loading and failure say (the failure offers to ask again). */
  texts: { loading: string; error: string };
  /** Each step's view; a step with none draws the first step's. */
  steps: Partial<Record<Step, ComponentType<FlowStepProps<Step, Draft, Options> & Extra>>>;
  /** Steps drawn at once, without waiting for the options. */
  earlySteps?: Partial<Record<Step, ComponentType<EarlyStepProps<Step, Draft> & Extra>>>;
  /** The receipt of the order placed (the draft holds it). */
  receipt: ComponentType<{ draft: Draft } & Extra>;
  /** The flow's own props, handed to every step and the receipt. */
  extra: Extra;
  /** What the flow shows instead of its steps when the options leave nothing to do (null: the steps). */
  instead?: (options: Options) => ReactNode;
  /** A draft to start from once the options are in (a change starts from what is), or null. */
  prepare?: (draft: Draft, options: Options, step: Step) => Draft | null;
  /** Where a kept draft that no longer passes a step's rules sends the client (null: nowhere). */
  recheck?: (step: Step, draft: Draft) => Step | null;
}

/**
 * A flow of steps drawn once for every flow (docs/RULES.md#steps-and-drafts): the draft kept in the
 * tab for its scope, a step the draft cannot show left for the one the flow names, the receipt of
 * an order placed (never its steps again), the options' loading and failure, then the step.
 */
export function StepFlowView<
  Step extends string,
  Draft extends StepFlowDraft,
  Options,
  Extra extends object,
>({
  flow,
  scope,
  step,
  onStep,
  options,
  texts,
  steps,
  earlySteps,
  receipt: Receipt,
  extra,
  instead,
  prepare,
  recheck,
}: StepFlowViewProps<Step, Draft, Options, Extra>) {
  const draft = useFlowDraft(flow, scope, step, onStep, recheck);
  const seed =
    options.data !== undefined && !draft.missing
      ? (prepare?.(draft.draft, options.data, step) ?? null)
      : null;
  const { save } = draft;
  useEffect(() => {
    if (seed) save(seed);
  }, [seed, save]);

  if (step === flow.done && draft.draft.receipt)
    return createElement(Receipt, { ...extra, draft: draft.draft });
  const stepProps: EarlyStepProps<Step, Draft> = { flow, step, draft: draft.draft, saveDraft: save, onStep };
  const Early = earlySteps?.[step];
  if (Early) return createElement(Early, { ...extra, ...stepProps });
  const View = steps[step] ?? steps[flow.first];

  return (
    <QueriesState queries={options.queries} loadingText={texts.loading} errorText={texts.error}>
      {options.data !== undefined && !draft.missing && !seed && View
        ? (instead?.(options.data) ?? createElement(View, { ...extra, ...stepProps, options: options.data }))
        : null}
    </QueriesState>
  );
}
