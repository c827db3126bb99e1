import { Icon } from '../Icon/Icon.tsx';
import { lazyOverlay, popoverStandInProps, type StandInProps } from '../LazyOverlay/lazyOverlay.tsx';
import { ItemBody, itemClass } from './NavItemParts.tsx';
import type { NavFlyoutProps } from './RadixNavFlyout.tsx';

export type { NavFlyoutProps } from './RadixNavFlyout.tsx';

import { hasActiveDescendant } from './navigationRules.ts';

/** An aside item's trigger as Radix draws it, until the flyout's code is here; a press opens it then. */
function NavFlyoutStandIn({ item, context, wake, standInRef }: NavFlyoutProps & StandInProps) {
  return (
    <button
      type="button"
      className={itemClass(context)}
      data-active-descendant={hasActiveDescendant(item, context.currentPath) || undefined}
      {...popoverStandInProps({ wake, standInRef })}
    >
      <ItemBody item={item} context={context} />
      <Icon name="chevronRight" size={18} />
    </button>
  );
}

/** An "aside" item (docs/RULES.md#entities): its children in a flyout beside the menu (RadixNavFlyout). */
export const NavFlyout = lazyOverlay<NavFlyoutProps>(
  () => import('./RadixNavFlyout.tsx').then((module) => module.RadixNavFlyout),
  NavFlyoutStandIn,
);
