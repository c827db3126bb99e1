import { Page } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type appTexts from '../locales/es.json';

/** A page whose texts are `pages.{id}.title` and `pages.{id}.lead`, with its actions and sections. */
export function SectionPage({ id, title, width, eyebrow, actions, children }: SectionPageProps) {
  const { t } = useTranslation('app');
  return (
    <Page
      width={width}
      eyebrow={eyebrow}
      // Without its own title the page is one whose texts have one (SectionPageProps).
      title={title ?? t(`pages.${id as TitledPageId}.title`)}
      lead={t(`pages.${id}.lead`)}
      actions={actions}
    >
      {children}
    </Page>
  );
}
type PageTexts = (typeof appTexts)['pages'];
/** The pages whose texts have a lead (`pages.{id}.lead`), and those of them with a title too. */
type LedPageId = {
  [K in keyof PageTexts]: PageTexts[K] extends { lead: string } ? K : never;
}[keyof PageTexts];
type TitledPageId = { [K in LedPageId]: PageTexts[K] extends { title: string } ? K : never }[LedPageId];

type SectionPageProps = (
  | { id: TitledPageId; title?: string }
  /** A page that serves several routes (the short-term products) says its title itself. */
  | { id: Exclude<LedPageId, TitledPageId>; title: string }
) & {
  width?: 'default' | 'narrow';
  eyebrow?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
};
