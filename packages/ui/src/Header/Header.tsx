import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Header.css.ts';
import { useScrolled } from './useScrolled.ts';

export interface HeaderProps {
  /** The logo, usually a link to /dashboard. */
  logo?: ReactNode;
  /** Hamburger that toggles the side menu. */
  menu?: { opened: boolean; controls: string; onToggle: () => void };
  /** A back arrow instead of the hamburger. */
  onBack?: () => void;
  leading?: ReactNode;
  center?: ReactNode;
  actions?: ReactNode;
  /** Scroll container to watch; the window by default. */
  scrollTarget?: HTMLElement | null;
}

/** The top bar (docs/RULES.md#routes-and-layouts): hamburger or back arrow, logo, optional slots; a shadow once scrolled. */
export function Header({ logo, menu, onBack, leading, center, actions, scrollTarget }: HeaderProps) {
  const { t } = useTranslation('ui');
  const scrolled = useScrolled(scrollTarget);
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      {onBack ? (
        <IconButton icon="arrowLeft" label={t('header.back')} onClick={onBack} />
      ) : menu ? (
        <IconButton
          icon="menu"
          label={t('header.menu')}
          onClick={menu.onToggle}
          aria-expanded={menu.opened}
          aria-controls={menu.controls}
        />
      ) : null}
      {logo}
      {leading}
      <div className={styles.center}>{center}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
