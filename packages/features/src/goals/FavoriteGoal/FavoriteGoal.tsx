import { favoriteRefusal, type Goal, readFieldErrors } from '@portal/platform';
import { Button, ConfirmationDialog, Note, Stack, Text } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inboxKeys } from '../../inbox/model.ts';
import { settleByReading } from '../../kit/settleByReading.ts';
import { goalFlowKeys, useGoalFlowQueries } from '../goalFlowsApi.ts';

/**
 * A goal's part in the favourite goal (docs/RULES.md#favourite-goal), on its page: the favourite
 * says so; another goal that may be one offers "Hacerla mi meta favorita", confirmed in a dialog
 * that says what it means, then on screen (and, by the server, in the inbox); a refusal says the
 * server's words. A move the rule made on its own is told here once. A goal that may not be one
 * (archived, in dollars, empty) shows nothing.
 */
export function FavoriteGoal({ goal, goals }: { goal: Goal; goals: readonly Goal[] }) {
  const { t } = useTranslation('goals');
  const flows = useGoalFlowQueries();
  const queryClient = useQueryClient();
  const favorite = useQuery(flows.favoriteGoal());
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  // Once chosen, the button that opened the dialog is gone: the focus goes to what it says now.
  const done = useRef<HTMLParagraphElement>(null);
  const choose = useMutation({
    mutationFn: () =>
      // Its answer lost, the favourite may be this goal already: then it is done.
      settleByReading(
        () => flows.setFavoriteGoal(goal.id),
        () => queryClient.fetchQuery({ ...flows.favoriteGoal(), staleTime: 0 }),
        (now) => (String(now.goalId) === String(goal.id) ? now : null),
      ),
    onMutate: () => setRefused(null),
    onError: async (error) => setRefused((await readFieldErrors(error))?.errors.goalId ?? null),
    onSuccess: (saved) => {
      queryClient.setQueryData(goalFlowKeys.favoriteGoal, saved);
      // The server told the inbox: its notifications are new.
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
  useEffect(() => {
    if (choose.isSuccess) done.current?.focus();
  }, [choose.isSuccess]);
  const data = favorite.data;
  if (!data) return null;
  const titleOf = (id: string | number | null) =>
    goals.find((each) => String(each.id) === String(id))?.title ?? t('favorite.aGoal');
  const moved = data.reassigned ? (
    <Note as="p" role="status" data-testid="favorite-moved">
      {data.goalId === null
        ? t('favorite.movedToNone', {
            from: titleOf(data.reassigned.from),
            why: t(`favorite.why.${data.reassigned.why}`),
          })
        : t('favorite.moved', {
            from: titleOf(data.reassigned.from),
            why: t(`favorite.why.${data.reassigned.why}`),
            to: titleOf(data.goalId),
          })}
    </Note>
  ) : null;
  if (String(data.goalId) === String(goal.id))
    return (
      <Stack gap="sm">
        {moved}
        <Note
          as="p"
          data-testid="favorite-goal"
          ref={done}
          tabIndex={-1}
          role={choose.isSuccess ? 'status' : undefined}
        >
          {choose.isSuccess ? t('favorite.chosen', { goal: goal.title }) : t('favorite.isFavorite')}
        </Note>
      </Stack>
    );
  if (favoriteRefusal(goal) !== null) return moved;
  return (
    <Stack gap="sm">
      {moved}
      <Text tone="muted" size="sm">
        {t('favorite.current', { goal: titleOf(data.goalId) })}
      </Text>
      <div>
        <Button tone="secondary" busy={choose.isPending} onClick={() => setAsking(true)}>
          {t('favorite.make')}
        </Button>
      </div>
      {choose.isError ? (
        <Text tone="critical" size="sm" role="alert">
          {refused ?? t('favorite.failed')}
        </Text>
      ) : null}
      <ConfirmationDialog
        open={asking}
        title={t('favorite.confirmTitle', { goal: goal.title })}
        message={t('favorite.confirmText', { goal: goal.title })}
        confirmLabel={t('favorite.confirm')}
        cancelLabel={t('favorite.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          choose.mutate();
        }}
      />
    </Stack>
  );
}
