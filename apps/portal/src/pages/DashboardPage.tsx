import {
  activeGoals,
  ClientBalance,
  GoalList,
  LatestMovements,
  onboardingProgress,
  preloadClientBalanceChart,
  registrationStepCount,
  ShortcutsBar,
  starredFirst,
  useClientMoney,
} from '@portal/features';
import { chileDate, formatDateLong, type User, useApi, usePortalSession } from '@portal/platform';
import { Button, Card, CopyButton, mainContentId } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ActionLink } from './ActionLink.tsx';
import * as styles from './DashboardPage.css.ts';
import { InsuranceRows } from './InsuranceRows.tsx';
import * as pageStyles from './pages.css.ts';

// Below the first screen: its code and its call come after the figures (docs/RULES.md#scheduled-deposits).
const ScheduledDepositsSummary = lazy(() =>
  import('@portal/features/ScheduledDepositsSummary').then((module) => ({
    default: module.ScheduledDepositsSummary,
  })),
);

/**
 * The first page: the client's total, deposited and gained with the chart of value against deposits,
 * the actions, the client's shortcuts, the goals, the last movements, insurance, and who is signed in (with the client code
 * to quote to support).
 */
export function DashboardPage({ onSignOut }: { onSignOut?: () => void }) {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());

  return (
    <main id={mainContentId} className={styles.page} aria-busy={user.isPending}>
      {user.isPending ? <p role="status">{t('dashboard.loading')}</p> : null}
      {user.isError ? (
        <section className={styles.card} role="alert">
          <h1 className={styles.title}>{t('dashboard.errorTitle')}</h1>
          <p>{t('dashboard.errorText')}</p>
          <Button onClick={() => void user.refetch()}>{t('dashboard.retry')}</Button>
        </section>
      ) : null}
      {user.data ? <DashboardContent user={user.data} onSignOut={onSignOut} /> : null}
    </main>
  );
}

function DashboardContent({ user, onSignOut }: { user: User; onSignOut?: () => void }) {
  const { t } = useTranslation('app');
  const goals = starredFirst(activeGoals(user));
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
        <h1 className={styles.title}>
          {t('dashboard.greeting', { name: user.preferedName ?? user.firstname })}
        </h1>
        <p className={styles.label}>{t('dashboard.today', { date: formatDateLong(new Date()) })}</p>
      </header>
      {registration && !registration.open ? (
        // A client still registering is told where they are and how to go on, first thing.
        <section className={styles.card} aria-labelledby="registration-title">
          <h2 id="registration-title" className={styles.cardTitle}>
            {t('dashboard.registration.title')}
          </h2>
          <p className={styles.value}>
            {t('dashboard.registration.text', {
              step: registration.stepOfThree,
              total: registrationStepCount,
            })}
          </p>
          <div className={styles.actions}>
            <ActionLink to="/onboarding">{t('dashboard.registration.go')}</ActionLink>
          </div>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="balance-title" id="balance">
        <h2 id="balance-title" className={styles.cardTitle}>
          {t('dashboard.balanceTitle')}
        </h2>
        <ClientBalance money={money} today={chileDate()} />
      </section>
      <nav className={styles.actions} aria-label={t('dashboard.actionsLabel')}>
        {goals.length === 0 ? (
          // Nothing to deposit into or rescue from yet: the first goal is the one thing to do, once
          // the registration is done (before, the card above leads there).
          registration && !registration.open ? null : (
            <ActionLink to="/goals/start">{t('dashboard.firstGoal')}</ActionLink>
          )
        ) : (
          <>
            <ActionLink to="/deposit">{t('dashboard.deposit')}</ActionLink>
            <ActionLink to="/rescue" tone="secondary">
              {t('dashboard.rescue')}
            </ActionLink>
            <ActionLink to="/goals/new" tone="secondary">
              {t('dashboard.newGoal')}
            </ActionLink>
          </>
        )}
      </nav>
      <ShortcutsBar onNavigate={(path) => navigate(path)} />
      <div className={styles.columns}>
        <Card title={t('dashboard.goalsTitle')} id="dashboard-goals">
          {goals.length === 0 ? (
            <p className={pageStyles.muted}>{t('dashboard.noGoals')}</p>
          ) : (
            <GoalList items={money.goals} />
          )}
          <Link className={styles.more} to="/goals">
            {t('dashboard.allGoals')}
          </Link>
        </Card>
        <Card title={t('dashboard.movementsTitle')} id="dashboard-movements">
          <LatestMovements goals={user.goals ?? []} />
          <Link className={styles.more} to="/dashboard/activities">
            {t('dashboard.allMovements')}
          </Link>
        </Card>
      </div>
      <div className={styles.lower}>
        <Card title={t('dashboard.schedulesTitle')} id="dashboard-schedules">
          <Suspense fallback={null}>
            <ScheduledDepositsSummary goals={user.goals ?? []} />
          </Suspense>
        </Card>
        <Card title={t('dashboard.insuranceTitle')} id="dashboard-insurance">
          {contracts.length === 0 ? (
            <p className={pageStyles.muted}>{t('dashboard.noInsurance')}</p>
          ) : (
            <InsuranceRows contracts={contracts} />
          )}
        </Card>
        <section className={styles.card} aria-labelledby="client-title">
          <h2 id="client-title" className={styles.label}>
            {t('dashboard.signedInAs')}
          </h2>
          <p className={styles.name} data-testid="signed-in-name">
            {user.firstname} {user.surname}
          </p>
          <p className={styles.label}>{t('dashboard.clientCode')}</p>
          <div className={styles.codeRow}>
            <span className={styles.code}>{user.id}</span>
            <CopyButton value={user.id} description={t('dashboard.clientCode')} />
          </div>
          {onSignOut ? (
            <Button tone="secondary" onClick={onSignOut}>
              {t('dashboard.signOut')}
            </Button>
          ) : null}
        </section>
      </div>
    </>
  );
}

/** /dashboard (main layout). */
export default function DashboardRoute() {
  const session = usePortalSession();
  return <DashboardPage onSignOut={() => void session.signOut()} />;
}

/**
 * The chart's code, with the page's chunk when the dashboard is the first page: asked once the goals
 * were known, it came after the histories on a phone and the balance waited for it.
 * @public read from the page's module by the router (routing/pages.ts), not imported by name
 */
export const preloadCode = preloadClientBalanceChart;
