import { type ReactNode, type Ref, useId } from 'react';
import * as styles from './ErrorSummary.css.ts';

export interface ErrorSummaryItem {
  /** The field's id: the link's fragment, and what `onSelect` is told. */
  id: string;
  /** The field's error, the same words as under the field. */
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** "Revisa lo siguiente": what the list is, read first when the summary takes the focus. */
  title: ReactNode;
  items: readonly ErrorSummaryItem[];
  /**
   * A link was followed: put the focus on that field (the form library knows where it is; a group
   * of radios has no element of that id). Without it, the link goes to the element of that id.
   */
  onSelect?: (id: string) => void;
  /** The form focuses the summary when a submit fails. */
  ref?: Ref<HTMLElement>;
}

/**
 * What to mend before a form can go on, at the top of the form, as the GOV.UK Design System's
 * error summary: a failed submit puts the focus here, so a screen reader reads the title and every
 * problem, and each link takes the focus to its field. Nothing is drawn while nothing is wrong.
 */
export function ErrorSummary({ title, items, onSelect, ref }: ErrorSummaryProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section ref={ref} className={styles.summary} aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              className={styles.link}
              href={`#${item.id}`}
              onClick={(event) => {
                if (!onSelect) return;
                event.preventDefault();
                onSelect(item.id);
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
