import { Page } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A goal id that is not among the client's goals: says so, with the way on the caller gives. */
export function GoalNotFound({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation('goals');
  return (
    <Page width="narrow" title={t('page.notFoundTitle')} lead={t('page.notFoundLead')} actions={actions} />
  );
}
