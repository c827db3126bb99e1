import { buttonTone } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
