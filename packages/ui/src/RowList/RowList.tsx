import type { ComponentPropsWithRef, ReactNode } from 'react';
import { IconCircle } from '../IconCircle/IconCircle.tsx';
import * as styles from './RowList.css.ts';

/** A list of rows (movements, statements), divided by lines. */
export function RowList({ className, ...props }: ComponentPropsWithRef<'ul'>) {
  return <ul className={className ? `${styles.list} ${className}` : styles.list} {...props} />;
}

/** A row of a `RowList`: its icon, its text (a title over a muted line), then `end` (figures, a button). */
export function Row({ icon, children, end }: { icon: string; children: ReactNode; end?: ReactNode }) {
  return (
    <li className={styles.row}>
      <IconCircle name={icon} />
      <RowText>{children}</RowText>
      {end}
    </li>
  );
}

/** A row's text column: a title over a muted line, the title free to wrap. */
export function RowText({ children }: { children: ReactNode }) {
  return <span className={styles.text}>{children}</span>;
}

/** A row's figures, stacked and aligned on the end (an amount over its state). */
export function RowFigures({ children }: { children: ReactNode }) {
  return <span className={styles.figures}>{children}</span>;
}
