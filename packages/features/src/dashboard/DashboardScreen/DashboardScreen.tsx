import { activeGoals, chileDate, formatDateLong, type Goal, type User, useApi } from '@portal/platform';
import { Button, Card, CopyButton, Heading, Inline, PageFrame, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GoalList, starredFirst } from '../../goals/index.ts';
import { InsuranceRows } from '../../insurance/index.ts';
import { ButtonLink } from '../../kit/ButtonLink.tsx';
import { ClientBalance, LatestMovements, useClientMoney } from '../../money/index.ts';
import { registrationStepCount, useRegistration } from '../../onboarding/index.ts';
import { ShortcutsBar } from '../../shortcuts/index.ts';
import * as styles from './DashboardScreen.css.ts';

export interface DashboardScreenProps {
  onSignOut?: () => void;
  /**
   * The client's scheduled deposits for their goals, below the first screen: the page draws them,
   * so that their code and call come after the figures (docs/RULES.md#scheduled-deposits).
   */
  schedules?: (goals: readonly Goal[]) => ReactNode;
  /**
   * The portal shows an account other than the signed-in person's: an administrator acting for a
   * client, or a representative in a company's portal (docs/RULES.md#roles-and-permissions). The
   * last card then names whose portal this is and their code, never as the one who signed in.
   */
  viewingOther?: boolean;
}

/**
 * The first page: the client's total, deposited and gained with the chart of value against deposits,
 * the actions, the client's shortcuts, the goals, the last movements, insurance, and who is signed in (with the client code
 * to quote to support).
 */
export function DashboardScreen({ onSignOut, schedules, viewingOther = false }: DashboardScreenProps) {
  const { t } = useTranslation('dashboard');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());

  return (
    <PageFrame busy={user.isPending}>
      {user.isPending ? <p role="status">{t('loading')}</p> : null}
      {user.isError ? (
        <section className={styles.card} role="alert">
          <Heading level={1} size="xxl" weight="bold">
            {t('errorTitle')}
          </Heading>
          <p>{t('errorText')}</p>
          <Button onClick={() => void user.refetch()}>{t('retry')}</Button>
        </section>
      ) : null}
      {user.data ? (
        <DashboardContent
          user={user.data}
          onSignOut={onSignOut}
          schedules={schedules}
          viewingOther={viewingOther}
        />
      ) : null}
    </PageFrame>
  );
}

function DashboardContent({
  user,
  onSignOut,
  schedules,
  viewingOther,
}: DashboardScreenProps & { user: User }) {
  const { t } = useTranslation('dashboard');
  const goals = starredFirst(activeGoals(user.goals));
  const hasGoals = goals.length > 0;
  // Movements stay with a goal that was archived; with no goal ever, there are none to show.
  const everHadGoals = (user.goals ?? []).length > 0;
  const money = useClientMoney(goals);
  const navigate = useNavigate();
  const contracts = user.insuranceContracts ?? [];
  // The frame shows its pages once the status is here (MainFrame).
  const registration = useRegistration();
  const codeLabel = t(viewingOther ? 'theirClientCode' : 'clientCode');
  return (
    <>
      <Stack as="header" gap="xs">
        <Heading level={1} size="xxl" weight="bold">
          {t('greeting', { name: user.preferedName ?? user.firstname })}
        </Heading>
        <Text tone="muted" size="sm">
          {t('today', { date: formatDateLong(new Date()) })}
        </Text>
      </Stack>
      {registration && !registration.open ? (
        // A client still registering is told where they are and how to go on, first thing.
        <Card title={t('registration.title')} id="registration">
          <Text>
            {t('registration.text', { step: registration.stepOfThree, total: registrationStepCount })}
          </Text>
          <Inline gap="md">
            <ButtonLink to="/onboarding">{t('registration.go')}</ButtonLink>
          </Inline>
        </Card>
      ) : null}
      <Card title={t('balanceTitle')} id="balance">
        <ClientBalance money={money} today={chileDate()} />
      </Card>
      {hasGoals ? (
        <Inline as="nav" gap="md" aria-label={t('actionsLabel')}>
          <ButtonLink to="/deposit">{t('deposit')}</ButtonLink>
          <ButtonLink tone="secondary" to="/rescue">
            {t('rescue')}
          </ButtonLink>
          <ButtonLink tone="secondary" to="/goals/new">
            {t('newGoal')}
          </ButtonLink>
        </Inline>
      ) : registration && !registration.open ? null : (
        // Nothing to deposit into or rescue from yet: the first goal is the one thing to do, once
        // the registration is done (before, the card above leads there).
        <Inline as="nav" gap="md" aria-label={t('actionsLabel')}>
          <ButtonLink to="/goals/start">{t('firstGoal')}</ButtonLink>
        </Inline>
      )}
      <ShortcutsBar onNavigate={(path) => navigate(path)} />
      {/* With no goal, no cards of goals, movements or scheduled deposits that would only say so. */}
      {everHadGoals ? (
        <div className={styles.columns}>
          {hasGoals ? (
            <Card title={t('goalsTitle')} id="dashboard-goals">
              <GoalList items={money.goals} />
              <Link className={styles.more} to="/goals">
                {t('allGoals')}
              </Link>
            </Card>
          ) : null}
          <Card title={t('movementsTitle')} id="dashboard-movements">
            <LatestMovements goals={user.goals ?? []} />
            <Link className={styles.more} to="/dashboard/activities">
              {t('allMovements')}
            </Link>
          </Card>
        </div>
      ) : null}
      <div className={styles.lower}>
        {hasGoals ? (
          <Card title={t('schedulesTitle')} id="dashboard-schedules">
            {schedules?.(user.goals ?? [])}
          </Card>
        ) : null}
        <Card title={t('insuranceTitle')} id="dashboard-insurance">
          {contracts.length === 0 ? (
            <Text tone="muted" size="sm">
              {t('noInsurance')}
            </Text>
          ) : (
            <InsuranceRows contracts={contracts} />
          )}
        </Card>
        <section className={styles.card} aria-labelledby="client-title">
          <Text as="h2" id="client-title" tone="muted" size="sm">
            {t(viewingOther ? 'viewingPortalOf' : 'signedInAs')}
          </Text>
          <Text size="lg" weight="semibold" data-testid="signed-in-name">
            {user.firstname} {user.surname}
          </Text>
          <Text tone="muted" size="sm">
            {codeLabel}
          </Text>
          <div className={styles.codeRow}>
            <span className={styles.code}>{user.id}</span>
            <CopyButton value={user.id} description={codeLabel} />
          </div>
          {onSignOut ? (
            <Button tone="secondary" onClick={onSignOut}>
              {t('signOut')}
            </Button>
          ) : null}
        </section>
      </div>
    </>
  );
}
