import { type ComponentType, useState } from 'react';
import type { StepFlow, StepFlowDraft } from '../stepFlow/defineStepFlow.ts';
import type { OnStep } from '../stepFlow/useStepFlow.ts';

/**
 * A flow's stories, written once: `Controlled` keeps the step as the page's address would (so the
 * flow walks on); `storeDraft` seeds the tab's draft for a scope (a goal's id, a product's code) as
 * a reload would find it, over the flow's empty draft.
 */
export function flowStory<
  Step extends string,
  Draft extends StepFlowDraft,
  Props extends { step: Step; onStep: OnStep<Step> },
>(flow: StepFlow<Step, Draft>, Flow: ComponentType<Props>) {
  function Controlled(props: Omit<Props, 'onStep'>) {
    const [step, setStep] = useState<Step>(props.step);
    // The flow's props with the step kept here: what the page gives it.
    const given = { ...props, step, onStep: setStep } as unknown as Props;
    return <Flow {...given} />;
  }
  const storeDraft = (scope: string | number, draft: Partial<Draft> & Record<string, unknown>) =>
    window.sessionStorage.setItem(
      flow.draft.key(String(scope)),
      JSON.stringify({ ...flow.draft.empty, ...draft }),
    );
  return { Controlled, storeDraft } as const;
}
