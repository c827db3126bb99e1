import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RemoveScrollBar } from '../scrollLock/RemoveScrollBar.tsx';
import { NavItem, type NavItemContext } from './NavItem.tsx';
import { expandedForPath, navigationFadeInDelayMs, toggleCollapsable } from './navigationRules.ts';
import type { NavigationAppearance, NavigationItem, NavigationMode } from './navigationTypes.ts';
import { useDrawerFocus } from './useDrawerFocus.ts';
import * as styles from './VerticalNavigation.css.ts';

export interface VerticalNavigationProps {
  /** Accessible name of the <nav>, e.g. "Menú principal". */
  label: string;
  id?: string;
  items: readonly NavigationItem[];
  currentPath: string;
  /** 'over' below md (a drawer over the page), 'side' from md up (useNavigationMode gives it). */
  mode: NavigationMode;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  appearance?: NavigationAppearance;
  /** Client-side navigation for plain clicks on internal links (links stay real <a href>). */
  onNavigate?: (href: string, item: NavigationItem) => void;
  header?: ReactNode;
  contentHeader?: ReactNode;
  footer?: ReactNode;
}

/** Items shown once data loaded fade in 150 ms later, the first time only (docs/RULES.md#routes-and-layouts, #constants-and-limits). */
function useFirstLoadReveal(hasItems: boolean): boolean {
  const [revealed, setRevealed] = useState(hasItems);
  const done = useRef(hasItems);
  useEffect(() => {
    if (done.current || !hasItems) return;
    const timer = setTimeout(() => {
      done.current = true;
      setRevealed(true);
    }, navigationFadeInDelayMs);
    return () => clearTimeout(timer);
  }, [hasItems]);
  return revealed;
}

/**
 * The side menu (docs/RULES.md#side-menu): item types basic, aside, collapsable, group, divider, spacer and
 * action-button; active route by exact or prefix match; collapsables open on the active page and
 * close their siblings; side and over modes, four appearances.
 */
export function VerticalNavigation({
  label,
  id,
  items,
  currentPath,
  mode,
  opened,
  onOpenedChange,
  appearance = 'default',
  onNavigate,
  header,
  contentHeader,
  footer,
}: VerticalNavigationProps) {
  const [expanded, setExpanded] = useState(() => expandedForPath(items, currentPath));
  const revealed = useFirstLoadReveal(items.length > 0);

  // A new page opens the collapsables that hold it; in over mode the drawer closes (docs/RULES.md#side-menu-mode).
  const lastPath = useRef(currentPath);
  useEffect(() => {
    setExpanded((current) => new Set([...current, ...expandedForPath(items, currentPath)]));
    if (lastPath.current !== currentPath && mode === 'over') onOpenedChange(false);
    lastPath.current = currentPath;
  }, [currentPath, items, mode, onOpenedChange]);

  useEffect(() => {
    if (mode !== 'over' || !opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenedChange(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode, opened, onOpenedChange]);

  // Over the page, the open drawer holds the keyboard as a dialog does.
  const nav = useRef<HTMLElement>(null);
  useDrawerFocus(nav, mode === 'over' && opened);

  const context: NavItemContext = {
    currentPath,
    appearance,
    expanded,
    toggle: (item, siblings) => setExpanded((current) => toggleCollapsable(current, item, siblings)),
    onNavigate,
  };
  const visible = items.filter((item) => !item.hidden);

  return (
    <>
      {mode === 'over' && opened ? (
        <>
          {/* The page behind the drawer holds still, as behind a dialog. */}
          <RemoveScrollBar />
          <div
            className={styles.overlay}
            data-testid="navigation-overlay"
            aria-hidden="true"
            onClick={() => onOpenedChange(false)}
          />
        </>
      ) : null}
      <nav
        ref={nav}
        id={id}
        aria-label={label}
        data-mode={mode}
        data-appearance={appearance}
        className={`${styles.root} ${styles.mode[mode]} ${styles.appearance[appearance]} ${opened ? '' : styles.closed}`}
      >
        {header ? <div className={styles.slot}>{header}</div> : null}
        <div className={styles.content}>
          {contentHeader ? <div className={styles.slot}>{contentHeader}</div> : null}
          <ul
            className={`${styles.list} ${revealed ? styles.reveal.shown : styles.reveal.hidden}`}
            data-revealed={revealed}
          >
            {visible.map((item) => (
              <NavItem key={item.id} item={item} siblings={visible} context={context} />
            ))}
          </ul>
        </div>
        {footer ? <div className={styles.slot}>{footer}</div> : null}
      </nav>
    </>
  );
}
