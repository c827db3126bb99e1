import { useRef } from 'react';
import type { StepFlowDraft } from '../defineStepFlow.ts';
import { type FlowConfirmOptions, useFlowConfirm } from '../useStepFlow.ts';
import { needsNewCode } from './confirmationCodeCalls.ts';

/**
 * A flow's confirm for an order that needs a confirmation code (docs/RULES.md#confirmation-codes):
 * `useFlowConfirm`, with the proof a right code gave handed to the order (a retry sends the same
 * one), and whether the server refused it for want of a good proof (a new code is needed). Wire
 * `sendWithProof` to `ConfirmWithCode`'s `onConfirm`.
 */
export function useProvenConfirm<Step extends string, Draft extends StepFlowDraft, Receipt>(
  options: Omit<FlowConfirmOptions<Step, Draft, Receipt>, 'order'> & {
    order: (idempotencyKey: string, proof: string) => Promise<Receipt>;
  },
) {
  const proof = useRef('');
  const { send, mutation } = useFlowConfirm({
    ...options,
    order: (idempotencyKey) => options.order(idempotencyKey, proof.current),
  });
  return {
    mutation,
    sendWithProof: (proven: string) => {
      proof.current = proven;
      send();
    },
    needsNewCode: needsNewCode(mutation.error),
  } as const;
}
