import { Page } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
