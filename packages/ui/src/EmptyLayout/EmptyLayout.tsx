import type { ReactNode } from 'react';
import * as styles from './EmptyLayout.css.ts';

/** The "empty" layout (docs/RULES.md#routes-and-layouts): just the page, optionally centred. */
export function EmptyLayout({ children, centered = false }: { children: ReactNode; centered?: boolean }) {
  return (
    <div className={`${styles.root} ${centered ? styles.centered : ''}`} data-layout="empty">
      {children}
    </div>
  );
}
