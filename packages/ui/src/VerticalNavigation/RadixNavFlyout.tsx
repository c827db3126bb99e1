import * as Popover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { type ArrivalProps, useArrivalFocus } from '../LazyOverlay/lazyOverlay.tsx';
import { usePortalContainer } from '../ThemeRoot/portalContainer.ts';
import { ItemBody, itemClass, type NavItemContext } from './NavItemParts.tsx';
import { hasActiveDescendant } from './navigationRules.ts';
import type { NavigationItem } from './navigationTypes.ts';
import * as styles from './VerticalNavigation.css.ts';

export interface NavFlyoutProps {
  item: NavigationItem;
  context: NavItemContext;
  /** The flyout's list: NavItem draws it (passed in, so the flyout does not import NavItem back). */
  items: ReactNode;
}

/** The aside flyout's Radix code (a popover beside the menu), loaded after the page has drawn. */
export function RadixNavFlyout({
  item,
  context,
  items,
  defaultOpen,
  focusTrigger,
}: NavFlyoutProps & ArrivalProps) {
  const container = usePortalContainer();
  const trigger = useArrivalFocus<HTMLButtonElement>({ focusTrigger, defaultOpen });
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger
        ref={trigger}
        className={itemClass(context)}
        data-active-descendant={hasActiveDescendant(item, context.currentPath) || undefined}
      >
        <ItemBody item={item} context={context} />
        <Icon name="chevronRight" size={18} />
      </Popover.Trigger>
      <Popover.Portal container={container}>
        <Popover.Content
          className={styles.flyout}
          side="right"
          align="start"
          sideOffset={4}
          aria-label={item.title ?? undefined}
        >
          <ul className={styles.list}>{items}</ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
