import type { ConfirmationOperation } from '@portal/platform';
import { useRef } from 'react';
import type { StepFlowDraft } from '../defineStepFlow.ts';
import { type FlowConfirmOptions, useFlowConfirm } from '../useStepFlow.ts';
import type { ConfirmWithCodeProps } from './ConfirmWithCode.tsx';
import { forgetConfirmationCode } from './codeStorage.ts';
import { needsNewCode } from './confirmationCodeCalls.ts';

/**
 * A flow's confirm for an order that needs a confirmation code (docs/RULES.md#confirmation-codes):
 * `useFlowConfirm`, with the proof a right code gave handed to the order (a retry sends the same
 * one), whether the server refused it for want of a good proof (a new code is needed), and the code
 * kept in the tab forgotten once the order is placed. `code` is what `ConfirmWithCode` needs of it.
 */
export function useProvenConfirm<Step extends string, Draft extends StepFlowDraft, Receipt>(
  options: Omit<FlowConfirmOptions<Step, Draft, Receipt>, 'order'> & {
    operation: ConfirmationOperation;
    goalId: string | number;
    order: (idempotencyKey: string, proof: string) => Promise<Receipt>;
  },
) {
  const proof = useRef('');
  const { send, mutation, state } = useFlowConfirm({
    ...options,
    order: (idempotencyKey) => options.order(idempotencyKey, proof.current),
    onPlaced: () => forgetConfirmationCode(options.operation, options.goalId),
  });
  const code = {
    operation: options.operation,
    goalId: options.goalId,
    content: options.content,
    order: state,
    orderNeedsNewCode: needsNewCode(mutation.error),
    onConfirm: (proven: string) => {
      proof.current = proven;
      send();
    },
  } satisfies Partial<ConfirmWithCodeProps>;
  return { mutation, state, code } as const;
}
