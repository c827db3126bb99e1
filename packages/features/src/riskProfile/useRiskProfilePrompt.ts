import { productKeys, type RiskProfileAmendment, useApi } from '@portal/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { riskProfilePromptShownKey, shouldPromptRiskProfile } from './shouldPromptRiskProfile.ts';

export type RiskProfileOutcome = 'accepted' | 'rejected';

export interface RiskProfilePromptState {
  /** Whether the user and status have arrived, so the decision to ask (or not) is final. */
  checked: boolean;
  /** The amendment to confirm, while the prompt is open. */
  amendment: RiskProfileAmendment | null;
  /** After an answer: which message to show. */
  outcome: RiskProfileOutcome | null;
  answering: boolean;
  answer: (confirm: boolean) => void;
  closeOutcome: () => void;
  /** Closed without an answer (Escape): not asked again this session. */
  dismiss: () => void;
}

/**
 * docs/RULES.md#risk-profile-prompt: the prompt shows once per session for a pending amendment of the current user. Accept
 * sends confirmation true, reject false; both refresh the user status and show their message.
 * A failed answer is only logged and nothing is shown (docs/RULES.md#error-texts); the amendment stays pending, so the
 * next session asks again.
 */
export function useRiskProfilePrompt(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): RiskProfilePromptState {
  const { queries, rpc } = useApi();
  const queryClient = useQueryClient();
  const user = useQuery(queries.currentUser());
  const status = useQuery(queries.userStatus());
  const [shownThisSession] = useState(() => storage.getItem(riskProfilePromptShownKey));
  const [dismissed, setDismissed] = useState(false);
  const [outcome, setOutcome] = useState<RiskProfileOutcome | null>(null);

  const amendment = status.data?.riskProfileAmendment;
  const open =
    !dismissed &&
    user.data !== undefined &&
    shouldPromptRiskProfile(amendment, user.data.id, shownThisSession);

  // Once per session: remembered as soon as it shows, so neither a reload nor closing it asks again.
  const shownUuid = open ? amendment?.uuid : undefined;
  useEffect(() => {
    if (shownUuid) storage.setItem(riskProfilePromptShownKey, shownUuid);
  }, [shownUuid, storage]);

  const mutation = useMutation({
    mutationFn: (confirm: boolean) =>
      rpc.call('user', 'answerRiskProfile', { uuid: amendment?.uuid ?? '', userConfirmRiskProfile: confirm }),
    onError: (error) => console.error('answerRiskProfile failed', error),
    onSuccess: (_data, confirm) => {
      setOutcome(confirm ? 'accepted' : 'rejected');
      void queryClient.invalidateQueries({ queryKey: productKeys.userStatus });
    },
  });

  return {
    checked: user.isFetched && status.isFetched,
    amendment: open && amendment ? amendment : null,
    outcome,
    answering: mutation.isPending,
    answer: (confirm) => {
      setDismissed(true);
      mutation.mutate(confirm);
    },
    closeOutcome: () => setOutcome(null),
    dismiss: () => setDismissed(true),
  };
}
