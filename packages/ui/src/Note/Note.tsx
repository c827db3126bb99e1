import { type ComponentPropsWithRef, createElement } from 'react';
import * as styles from './Note.css.ts';

type NoteElement = 'div' | 'p';

/**
 * A side note on a sunken panel: what happens next, where the money goes, an outcome (with
 * `role="status"`). As a `p` it keeps a paragraph's margins.
 */
export function Note<E extends NoteElement = 'div'>({
  as,
  className,
  ...props
}: { as?: E } & ComponentPropsWithRef<E>) {
  return createElement(as ?? 'div', {
    ...props,
    className: className ? `${styles.note} ${className}` : styles.note,
  });
}
