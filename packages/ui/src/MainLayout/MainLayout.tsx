import type { ReactNode } from 'react';
import * as styles from './MainLayout.css.ts';

export interface MainLayoutProps {
  /** The side menu (a VerticalNavigation). */
  navigation: ReactNode;
  header: ReactNode;
  /** Hidden on some pages (docs/RULES.md#routes-and-layouts: not on /profile). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The "bp" layout (docs/RULES.md#routes-and-layouts): side menu, header, content and footer. */
export function MainLayout({ navigation, header, footer, children }: MainLayoutProps) {
  return (
    <div className={styles.root}>
      {navigation}
      <div className={styles.column}>
        {header}
        <div className={styles.content}>{children}</div>
        {footer}
      </div>
    </div>
  );
}
