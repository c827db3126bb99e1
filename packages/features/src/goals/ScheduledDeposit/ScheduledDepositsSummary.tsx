import { dayLabel, formatMoney, type Goal, monthlyEquivalent } from '@portal/platform';
import { Inline, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { QueryState } from '../../kit/QueryState.tsx';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import * as styles from './ScheduledDeposit.css.ts';

/**
 * The client's scheduled deposits on the dashboard (docs/RULES.md#scheduled-deposits): each goal's
 * amount, how often and its next charge (or paused), the month's total, and a way to set one up.
 * The same call as the goal page's, so both say the same.
 */
export function ScheduledDepositsSummary({ goals }: { goals: readonly Goal[] }) {
  const { t } = useTranslation('goals');
  const schedules = useQuery(useGoalFlowQueries().scheduledDeposits());
  // What the active ones put in a month (every two weeks counts 26 charges a year).
  const monthly = (schedules.data ?? [])
    .filter((schedule) => schedule.status === 'active')
    .reduce((sum, schedule) => sum + monthlyEquivalent(schedule), 0);
  const titleOf = (goalId: string | number) =>
    goals.find((goal) => String(goal.id) === String(goalId))?.title ?? t('favorite.aGoal');
  return (
    <QueryState query={schedules} loadingText={t('schedule.loading')} errorText={t('schedule.error')}>
      {schedules.data ? (
        <Stack gap="md">
          {schedules.data.length === 0 ? (
            <p>{t('schedule.noneAnywhere')}</p>
          ) : (
            <>
              <ul className={styles.list} data-testid="schedules">
                {schedules.data.map((schedule) => (
                  <li key={schedule.id} className={styles.row}>
                    <Link to={`/goals/${encodeURIComponent(String(schedule.goalId))}#scheduled-deposit`}>
                      {titleOf(schedule.goalId)}
                    </Link>
                    <span>
                      {formatMoney(schedule.amount, 'CLP')}{' '}
                      {t(`scheduleFlow.every.${schedule.frequency}`, { day: schedule.day }).toLowerCase()}
                    </span>
                    <Text tone="muted" size="sm">
                      {schedule.nextChargeOn
                        ? t('schedule.next', { date: dayLabel(schedule.nextChargeOn) })
                        : t('schedule.pausedShort')}
                    </Text>
                  </li>
                ))}
              </ul>
              {monthly > 0 ? (
                <Text data-testid="schedules-total">
                  {t('schedule.total', { amount: formatMoney(monthly, 'CLP') })}
                </Text>
              ) : null}
            </>
          )}
          <Inline>
            <ButtonLink tone="secondary" to="/scheduled-deposit">
              {t('schedule.createAnywhere')}
            </ButtonLink>
          </Inline>
        </Stack>
      ) : null}
    </QueryState>
  );
}
