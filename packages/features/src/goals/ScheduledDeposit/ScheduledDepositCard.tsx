import {
  chileDate,
  dayInSentence,
  dayLabel,
  formatMoney,
  formatMonth,
  type Goal,
  type ScheduledDeposit,
} from '@portal/platform';
import { Button, ConfirmationDialog, Inline, Note, Stack, Text } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inboxKeys } from '../../inbox/model.ts';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { deviceClock } from '../../kit/deviceClock.ts';
import { QueryState } from '../../kit/QueryState.tsx';
import { settleByReading } from '../../kit/settleByReading.ts';
import { goalFlowKeys, useGoalFlowQueries } from '../goalFlowsApi.ts';
import { goalOutlook } from './goalOutlook.ts';
import { type ScheduleChange as Change, changeHolds } from './scheduleChange.ts';

/**
 * A goal's scheduled deposit on its page (docs/RULES.md#scheduled-deposits): what is charged, how
 * often, from which account, and the next charge (and why it moved, on a closed day); a way to
 * set one up, change, pause, resume or cancel it (cancel asks first); and where the goal is headed
 * with it, when it has a target. A goal in dollars says deposits there are by transfer.
 */
export function ScheduledDepositCard({ goal, now = deviceClock }: { goal: Goal; now?: () => Date }) {
  const { t } = useTranslation('goals');
  const flows = useGoalFlowQueries();
  const queryClient = useQueryClient();
  const schedules = useQuery(flows.scheduledDeposits());
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<{ change: Change; schedule?: ScheduledDeposit } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const change = useMutation({
    mutationFn: (which: Change) =>
      // The answer may be lost, or another tab changed the schedule first: the card reads what the
      // server has now, and a change that holds there is said as done.
      settleByReading<{ change: Change; schedule?: ScheduledDeposit }, ScheduledDeposit | undefined>(
        async () =>
          which === 'cancel'
            ? flows.cancelScheduledDeposit(goal.id).then(() => ({ change: which }))
            : { change: which, schedule: await flows.changeScheduledDeposit(goal.id, which) },
        () =>
          queryClient
            .fetchQuery({ ...flows.scheduledDeposits(), staleTime: 0 })
            .then((all) => all.find((each) => String(each.goalId) === String(goal.id))),
        (now) => (changeHolds(which, now) ? { change: which, schedule: now } : null),
      ),
    onMutate: () => setDone(null),
    onSuccess: (result) => {
      setDone(result);
      void queryClient.invalidateQueries({ queryKey: goalFlowKeys.scheduledDeposits });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
  // The button pressed may be gone (pause became resume): the focus goes to what happened.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  const newLink = `/scheduled-deposit/${encodeURIComponent(String(goal.id))}`;
  if (goal.currency.currencyCode !== 'CLP')
    return (
      <Text tone="muted" data-testid="schedule-dollars">
        {t('schedule.dollars')}
      </Text>
    );
  return (
    <QueryState query={schedules} loadingText={t('schedule.loading')} errorText={t('schedule.error')}>
      {schedules.data
        ? (() => {
            const schedule = schedules.data.find((each) => String(each.goalId) === String(goal.id));
            return (
              <Stack gap="md">
                {done ? (
                  <Note as="p" role="status" tabIndex={-1} ref={status} data-testid="schedule-changed">
                    {t(`schedule.done.${done.change}`, {
                      date: done.schedule?.nextChargeOn ? dayInSentence(done.schedule.nextChargeOn) : '',
                    })}
                  </Note>
                ) : null}
                {schedule ? (
                  <>
                    <p data-testid="schedule-terms">
                      {t('schedule.terms', {
                        amount: formatMoney(schedule.amount, 'CLP'),
                        every: t(`scheduleFlow.every.${schedule.frequency}`, {
                          day: schedule.day,
                        }).toLowerCase(),
                        account: `${schedule.account.bankName} ${schedule.account.maskedNumber}`,
                      })}
                    </p>
                    {schedule.status === 'paused' || !schedule.nextChargeOn || !schedule.nextDueOn ? (
                      <Text tone="muted" data-testid="schedule-next">
                        {t('schedule.paused')}
                      </Text>
                    ) : (
                      <Text data-testid="schedule-next">
                        {t('schedule.next', { date: dayLabel(schedule.nextChargeOn) })}
                        {schedule.nextChargeOn !== schedule.nextDueOn
                          ? ` ${t('scheduleFlow.moved', { due: dayInSentence(schedule.nextDueOn), date: dayInSentence(schedule.nextChargeOn) })}`
                          : ''}
                      </Text>
                    )}
                    <Inline>
                      <ButtonLink tone="secondary" to={newLink}>
                        {t('schedule.edit')}
                      </ButtonLink>
                      <Button
                        tone="secondary"
                        busy={change.isPending && change.variables !== 'cancel'}
                        onClick={() => change.mutate(schedule.status === 'paused' ? 'resume' : 'pause')}
                      >
                        {t(schedule.status === 'paused' ? 'schedule.resume' : 'schedule.pause')}
                      </Button>
                      <Button
                        tone="ghost"
                        busy={change.isPending && change.variables === 'cancel'}
                        onClick={() => setAsking(true)}
                      >
                        {t('schedule.cancel')}
                      </Button>
                    </Inline>
                  </>
                ) : (
                  <>
                    <p>{t('schedule.none')}</p>
                    <Inline>
                      <ButtonLink to={newLink}>{t('schedule.create')}</ButtonLink>
                    </Inline>
                  </>
                )}
                {change.isError ? (
                  <Text tone="critical" role="alert">
                    {t('schedule.failed')}
                  </Text>
                ) : null}
                <Outlook goal={goal} schedule={schedule} today={chileDate(now())} />
                <ConfirmationDialog
                  open={asking}
                  destructive
                  title={t('schedule.cancelTitle', { goal: goal.title })}
                  message={t('schedule.cancelText')}
                  confirmLabel={t('schedule.cancelConfirm')}
                  cancelLabel={t('schedule.cancelKeep')}
                  onCancel={() => setAsking(false)}
                  onConfirm={() => {
                    setAsking(false);
                    change.mutate('cancel');
                  }}
                />
              </Stack>
            );
          })()
        : null}
    </QueryState>
  );
}

/** Where the goal is headed by its target date, with what is scheduled (an estimate, said so). */
function Outlook({ goal, schedule, today }: { goal: Goal; schedule?: ScheduledDeposit; today: string }) {
  const { t } = useTranslation('goals');
  const options = useQuery(useGoalFlowQueries().newGoalOptions());
  const outlook = options.data ? goalOutlook(goal, schedule, options.data.strategyOutlook, today) : null;
  if (!outlook || !goal.target?.date) return null;
  const words = {
    date: formatMonth(goal.target.date),
    amount: formatMoney(outlook.expected, 'CLP'),
    monthly: formatMoney(outlook.monthly, 'CLP'),
    target: formatMoney(goal.target.amount, 'CLP'),
    low: formatMoney(outlook.pessimistic, 'CLP'),
    high: formatMoney(outlook.optimistic, 'CLP'),
  };
  return (
    <Note data-testid="schedule-outlook">
      <p>{t(outlook.monthly > 0 ? 'schedule.outlook.with' : 'schedule.outlook.without', words)}</p>
      <Text tone="muted" size="sm">
        {t('schedule.outlook.range', words)}
      </Text>
    </Note>
  );
}
