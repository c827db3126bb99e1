import { formatMoney, type Goal, isForbidden, type User, useApi } from '@portal/platform';
import { buttonTone, DataState, Page } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './pages.css.ts';

/** The signed-in client's data, with its loading and error states for pages outside the main frame. */
export function WithClient({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation('app');
  const { queries } = useApi();
  const user = useQuery(queries.currentUser());
  if (user.data) return children(user.data);
  return (
    <DataState
      state={user.isError ? 'error' : 'loading'}
      loadingText={t('dashboard.loading')}
      errorText={t(isForbidden(user.error) ? 'dashboard.forbidden' : 'dashboard.errorText')}
      onRetry={isForbidden(user.error) ? undefined : () => void user.refetch()}
      retryLabel={t('dashboard.retry')}
    />
  );
}

/** A goal's capital in its own currency (CLP without decimals). */
export function goalAmount(goal: Goal): string {
  const currency = goal.currency.currencyCode === 'USD' ? 'USD' : 'CLP';
  return formatMoney(goal.currentCapital, currency);
}

/** Goals as rows linking to their page, with their capital. */
export function GoalRows({ goals, linkTo = (goal) => `/goals/${goal.id}` }: GoalRowsProps) {
  return (
    <ul className={styles.list}>
      {goals.map((goal) => (
        <li key={goal.id} className={styles.row}>
          <Link className={styles.rowLink} to={linkTo(goal)}>
            {goal.title}
          </Link>
          <span className={styles.amount}>{goalAmount(goal)}</span>
        </li>
      ))}
    </ul>
  );
}
interface GoalRowsProps {
  goals: readonly Goal[];
  linkTo?: (goal: Goal) => string;
}

/** The client's insurance contracts as rows linking to their page. */
export function InsuranceRows({ contracts }: { contracts: NonNullable<User['insuranceContracts']> }) {
  return (
    <ul className={styles.list}>
      {contracts.map((contract) => (
        <li key={contract.id} className={styles.row}>
          <Link className={styles.rowLink} to={`/insurances/${contract.id}`}>
            {contract.product.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The client's goals that are not archived. */
export function activeGoals(user: User): Goal[] {
  return (user.goals ?? []).filter((goal) => !goal.archived);
}

/** A link that looks like a button (the next step, the way back). */
export function ActionLink({ to, children, tone = 'primary' }: ActionLinkProps) {
  return (
    <Link className={buttonTone[tone]} to={to}>
      {children}
    </Link>
  );
}
interface ActionLinkProps {
  to: string;
  children: ReactNode;
  tone?: 'primary' | 'secondary';
}

/** "Ir al inicio": every page outside the main layout offers the way home. */
export function HomeLink({ tone = 'secondary' }: { tone?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('app');
  return (
    <ActionLink to="/dashboard" tone={tone}>
      {t('pages.common.home')}
    </ActionLink>
  );
}

/** An absolute URL of a portal path under the app's base (where sign-in brings the client back). */
export function portalUrl(path: string): string {
  return new URL(path.replace(/^\//, ''), new URL(import.meta.env.BASE_URL, window.location.origin)).href;
}

/**
 * A page whose texts are `pages.{id}.title` and `pages.{id}.lead`, with its actions and sections.
 * The content issues (money pages, flows) add the sections; the frame, title and way on are here.
 */
export function SectionPage({ id, title, width, eyebrow, actions, children }: SectionPageProps) {
  const { t } = useTranslation('app');
  return (
    <Page
      width={width}
      eyebrow={eyebrow}
      title={title ?? t(`pages.${id}.title`)}
      lead={t(`pages.${id}.lead`)}
      actions={actions}
    >
      {children}
    </Page>
  );
}
interface SectionPageProps {
  id: string;
  /** Instead of `pages.{id}.title` (a page that serves several routes, as the short-term products). */
  title?: string;
  width?: 'default' | 'narrow';
  eyebrow?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A goal id that is not among the client's goals: says so, with the way on the caller gives. */
export function GoalNotFound({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <Page
      width="narrow"
      title={t('pages.goal.notFoundTitle')}
      lead={t('pages.goal.notFoundLead')}
      actions={actions}
    />
  );
}
