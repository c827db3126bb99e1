import { activeGoals, chileDate, formatDateLong, type Goal, type User, useApi } from '@portal/platform';
import { Button, buttonTone, Card, CopyButton, mainContentId } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GoalList, starredFirst } from '../../goals/index.ts';
import { InsuranceRows } from '../../insurance/index.ts';
import { ClientBalance, LatestMovements, useClientMoney } from '../../money/index.ts';
import { onboardingProgress, registrationStepCount } from '../../onboarding/index.ts';
import { ShortcutsBar } from '../../shortcuts/index.ts';
import * as styles from './DashboardScreen.css.ts';

export interface DashboardScreenProps {
  onSignOut?: () => void;
  /**
   * The client's scheduled deposits for their goals, below the first screen: the page draws them,
   * so that their code and call come after the figures (docs/RULES.md#scheduled-deposits).
   */
  schedules?: (goals: readonly Goal[]) => ReactNode;
}

/**
 * The first page: the client's total, deposited and gained with the chart of value against deposits,
 * the actions, the client's shortcuts, the goals, the last movements, insurance, and who is signed in (with the client code
 * to quote to support).
 */
export function DashboardScreen({ onSignOut, schedules }: DashboardScreenProps) {
  const { t } = useTranslation('dashboard');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());

  return (
    <main id={mainContentId} className={styles.page} aria-busy={user.isPending}>
      {user.isPending ? <p role="status">{t('loading')}</p> : null}
      {user.isError ? (
        <section className={styles.card} role="alert">
          <h1 className={styles.title}>{t('errorTitle')}</h1>
          <p>{t('errorText')}</p>
          <Button onClick={() => void user.refetch()}>{t('retry')}</Button>
        </section>
      ) : null}
      {user.data ? <DashboardContent user={user.data} onSignOut={onSignOut} schedules={schedules} /> : null}
    </main>
  );
}

function DashboardContent({ user, onSignOut, schedules }: DashboardScreenProps & { user: User }) {
  const { t } = useTranslation('dashboard');
  const goals = starredFirst(activeGoals(user.goals));
  const money = useClientMoney(goals);
  const navigate = useNavigate();
  const contracts = user.insuranceContracts ?? [];
  // The frame shows its pages once the status is here (MainFrame).
  const { queries } = useApi();
  const step = useQuery(queries.userStatus()).data?.onboardingStep;
  const registration = step === undefined ? null : onboardingProgress(step);
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('greeting', { name: user.preferedName ?? user.firstname })}</h1>
        <p className={styles.label}>{t('today', { date: formatDateLong(new Date()) })}</p>
      </header>
      {registration && !registration.open ? (
        // A client still registering is told where they are and how to go on, first thing.
        <section className={styles.card} aria-labelledby="registration-title">
          <h2 id="registration-title" className={styles.cardTitle}>
            {t('registration.title')}
          </h2>
          <p className={styles.value}>
            {t('registration.text', {
              step: registration.stepOfThree,
              total: registrationStepCount,
            })}
          </p>
          <div className={styles.actions}>
            <Link className={buttonTone.primary} to="/onboarding">
              {t('registration.go')}
            </Link>
          </div>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="balance-title" id="balance">
        <h2 id="balance-title" className={styles.cardTitle}>
          {t('balanceTitle')}
        </h2>
        <ClientBalance money={money} today={chileDate()} />
      </section>
      <nav className={styles.actions} aria-label={t('actionsLabel')}>
        {goals.length === 0 ? (
          // Nothing to deposit into or rescue from yet: the first goal is the one thing to do, once
          // the registration is done (before, the card above leads there).
          registration && !registration.open ? null : (
            <Link className={buttonTone.primary} to="/goals/start">
              {t('firstGoal')}
            </Link>
          )
        ) : (
          <>
            <Link className={buttonTone.primary} to="/deposit">
              {t('deposit')}
            </Link>
            <Link className={buttonTone.secondary} to="/rescue">
              {t('rescue')}
            </Link>
            <Link className={buttonTone.secondary} to="/goals/new">
              {t('newGoal')}
            </Link>
          </>
        )}
      </nav>
      <ShortcutsBar onNavigate={(path) => navigate(path)} />
      <div className={styles.columns}>
        <Card title={t('goalsTitle')} id="dashboard-goals">
          {goals.length === 0 ? (
            <p className={styles.muted}>{t('noGoals')}</p>
          ) : (
            <GoalList items={money.goals} />
          )}
          <Link className={styles.more} to="/goals">
            {t('allGoals')}
          </Link>
        </Card>
        <Card title={t('movementsTitle')} id="dashboard-movements">
          <LatestMovements goals={user.goals ?? []} />
          <Link className={styles.more} to="/dashboard/activities">
            {t('allMovements')}
          </Link>
        </Card>
      </div>
      <div className={styles.lower}>
        <Card title={t('schedulesTitle')} id="dashboard-schedules">
          {schedules?.(user.goals ?? [])}
        </Card>
        <Card title={t('insuranceTitle')} id="dashboard-insurance">
          {contracts.length === 0 ? (
            <p className={styles.muted}>{t('noInsurance')}</p>
          ) : (
            <InsuranceRows contracts={contracts} />
          )}
        </Card>
        <section className={styles.card} aria-labelledby="client-title">
          <h2 id="client-title" className={styles.label}>
            {t('signedInAs')}
          </h2>
          <p className={styles.name} data-testid="signed-in-name">
            {user.firstname} {user.surname}
          </p>
          <p className={styles.label}>{t('clientCode')}</p>
          <div className={styles.codeRow}>
            <span className={styles.code}>{user.id}</span>
            <CopyButton value={user.id} description={t('clientCode')} />
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
