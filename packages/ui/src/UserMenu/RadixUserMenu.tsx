import * as Menu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon.tsx';
import { type ArrivalProps, useArrivalFocus } from '../LazyOverlay/lazyOverlay.tsx';
import { visuallyHidden } from '../styles/utilities.css.ts';
import { usePortalContainer } from '../ThemeRoot/portalContainer.ts';
import * as styles from './UserMenu.css.ts';

/* The user menu's Radix code: loaded after the page has drawn (UserMenu.tsx, lazyOverlay). */

export type UserMenuEntry =
  | {
      kind: 'item';
      id: string;
      label: string;
      icon?: string;
      onSelect?: () => void;
      href?: string;
      external?: boolean;
      destructive?: boolean;
      /** Shown but not chosen (skipped by the arrow keys); `hint` says why. */
      disabled?: boolean;
      /** A second line under the label (why an entry is disabled). */
      hint?: string;
    }
  | { kind: 'divider'; id: string };

export interface UserMenuProps {
  /** What the trigger shows: the avatar. */
  trigger: ReactNode;
  entries: readonly UserMenuEntry[];
  /** A line at the top that is not an action (the legal representative's name). */
  header?: ReactNode;
}

/**
 * The user menu (docs/RULES.md#user-menu): Radix dropdown: arrow keys, typeahead, closes on select and
 * Escape. A menu, not a dialog (docs/ACCESSIBILITY.md): the page behind is neither locked nor hidden,
 * which also spares the whole page a new style and layout as it opens.
 */
export function RadixUserMenu({
  trigger,
  entries,
  header,
  defaultOpen,
  openedByKeyboard,
  focusTrigger,
}: UserMenuProps & ArrivalProps) {
  const { t } = useTranslation('ui');
  const container = usePortalContainer();
  const triggerRef = useArrivalFocus<HTMLButtonElement>({ focusTrigger, defaultOpen });
  const content = useRef<HTMLDivElement>(null);
  // Opened with a key before this code was here: the first entry, as Radix does itself (after
  // Radix has focused the menu).
  useEffect(() => {
    if (defaultOpen && openedByKeyboard)
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [defaultOpen, openedByKeyboard]);
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger ref={triggerRef} className={styles.trigger}>
        {trigger}
        <span className={visuallyHidden}>{t('userMenu.label')}</span>
      </Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content className={styles.content} align="end" sideOffset={6} ref={content}>
          {header ? <Menu.Label className={styles.header}>{header}</Menu.Label> : null}
          {entries.map((entry) =>
            entry.kind === 'divider' ? (
              <Menu.Separator key={entry.id} className={styles.separator} />
            ) : entry.href ? (
              <Menu.Item key={entry.id} asChild onSelect={entry.onSelect}>
                <a
                  className={`${styles.item} ${entry.destructive ? styles.destructive : ''}`}
                  href={entry.href}
                  target={entry.external ? '_blank' : undefined}
                  rel={entry.external ? 'noopener noreferrer' : undefined}
                >
                  {entry.icon ? <Icon name={entry.icon} size={20} /> : null}
                  {entry.label}
                  {entry.external ? (
                    <span className={visuallyHidden}> {t('navigation.opensNewTab')}</span>
                  ) : null}
                </a>
              </Menu.Item>
            ) : (
              <Menu.Item
                key={entry.id}
                className={`${styles.item} ${entry.destructive ? styles.destructive : ''}`}
                onSelect={entry.onSelect}
                disabled={entry.disabled}
              >
                {entry.icon ? <Icon name={entry.icon} size={20} /> : null}
                {entry.hint ? (
                  <span className={styles.text}>
                    {entry.label}
                    <span className={styles.hint}>{entry.hint}</span>
                  </span>
                ) : (
                  entry.label
                )}
              </Menu.Item>
            ),
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
