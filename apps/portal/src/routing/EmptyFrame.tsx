import { EmptyLayout } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageAnnouncer } from '../shell/PageAnnouncer.tsx';

/**
 * The empty layout's frame (docs/RULES.md#routes-and-layouts): just the page, named as every page
 * is (the browser's title and, after a move, said politely).
 */
export function EmptyFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <EmptyLayout>
      <PageAnnouncer site={t('brand')} />
      {children}
    </EmptyLayout>
  );
}
