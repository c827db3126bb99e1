import type { ReactNode } from 'react';
import { mainContentId } from '../SkipLink/SkipLink.tsx';
import * as styles from './Page.css.ts';

export interface PageProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line over the title: the section or step ("Paso 2 de 3"). */
  eyebrow?: ReactNode;
  /** What the page is for, in a sentence. */
  lead?: ReactNode;
  /** Main actions of the page, under the lead. */
  actions?: ReactNode;
  /** Narrow for forms and single messages, default for lists and dashboards. */
  width?: 'default' | 'narrow';
  /** While the page's data loads (announced through aria-busy). */
  busy?: boolean;
  children?: ReactNode;
}

/**
 * The frame every page shares: the `main` landmark, one h1, an optional lead and actions, then its
 * sections. Layouts (main, step, empty) place it; the page brings it.
 */
export function Page({ title, eyebrow, lead, actions, width = 'default', busy, children }: PageProps) {
  return (
    <PageFrame width={width} busy={busy}>
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </PageFrame>
  );
}

export type PageFrameProps = Pick<PageProps, 'width' | 'busy' | 'children'>;

/**
 * The page's frame without its header: the `main` landmark the skip link leads to, its width and
 * spacing, for a page that heads itself (the dashboard's greeting, "Mi cuenta").
 */
export function PageFrame({ width = 'default', busy, children }: PageFrameProps) {
  return (
    <main className={styles.width[width]} aria-busy={busy || undefined} id={mainContentId}>
      {children}
    </main>
  );
}

export interface CardProps {
  /** The section's heading (h2); the card is a region named by it. */
  title?: ReactNode;
  children: ReactNode;
  /** id for the heading, so the section is named by it. */
  id?: string;
}

/** A section of a page on a raised surface. */
export function Card({ title, children, id }: CardProps) {
  const headingId = title && id ? `${id}-title` : undefined;
  return (
    <section className={styles.card} aria-labelledby={headingId} id={id}>
      {title ? (
        <h2 className={styles.cardTitle} id={headingId}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
