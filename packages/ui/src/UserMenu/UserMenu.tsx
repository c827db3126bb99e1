import { useTranslation } from 'react-i18next';
import { lazyOverlay, type StandInProps } from '../LazyOverlay/lazyOverlay.tsx';
import { visuallyHidden } from '../styles/utilities.css.ts';
import type { UserMenuProps } from './RadixUserMenu.tsx';
import * as styles from './UserMenu.css.ts';

export type { UserMenuEntry, UserMenuProps } from './RadixUserMenu.tsx';

/**
 * The trigger as Radix draws it, until the menu's code is here: a press (pointer, Enter, Space,
 * arrow down, or a screen reader's click) opens the menu when it arrives.
 */
function UserMenuStandIn({ trigger, wake, standInRef }: UserMenuProps & StandInProps) {
  const { t } = useTranslation('ui');
  return (
    <button
      type="button"
      ref={standInRef}
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => wake(false)}
      onFocus={() => wake(false)}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        wake(true);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        wake(true, true);
      }}
      onClick={(event) => {
        if (event.detail === 0) wake(true, true);
      }}
    >
      {trigger}
      <span className={visuallyHidden}>{t('userMenu.label')}</span>
    </button>
  );
}

/** The user menu (docs/RULES.md#user-menu): Radix dropdown (RadixUserMenu), its code loaded after the page. */
export const UserMenu = lazyOverlay<UserMenuProps>(
  () => import('./RadixUserMenu.tsx').then((module) => module.RadixUserMenu),
  UserMenuStandIn,
);
