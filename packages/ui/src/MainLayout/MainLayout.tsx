import type { ReactNode } from 'react';
import { SkipLink } from '../SkipLink/SkipLink.tsx';
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
      <SkipLink />
      {navigation}
      <div className={styles.column}>
        {header}
        <div className={styles.content}>{children}</div>
        {footer}
      </div>
    </div>
  );
}
