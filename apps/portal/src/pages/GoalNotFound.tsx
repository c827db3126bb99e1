import { Page } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
