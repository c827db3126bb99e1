import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { isPlainLeftClick } from '../links/plainClick.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { NavFlyout } from './NavFlyout.tsx';
import { ItemBody, iconsOnly, itemClass, type NavItemContext } from './NavItemParts.tsx';
import { hasActiveDescendant, isItemActive, itemHref } from './navigationRules.ts';
import type { NavigationItem } from './navigationTypes.ts';
import * as styles from './VerticalNavigation.css.ts';

function BasicItem({ item, context }: { item: NavigationItem; context: NavItemContext }) {
  const href = itemHref(item);
  const active = isItemActive(item, context.currentPath);
  if (item.disabled) {
    const body = (
      // A link without href: focusable for its tooltip, announced as a disabled link, going nowhere.
      // biome-ignore lint/a11y/useValidAnchor: the disabled-link pattern: no href on purpose
      <a className={itemClass(context)} aria-disabled="true" tabIndex={0} role="link">
        <ItemBody item={item} context={context} />
      </a>
    );
    return item.tooltip ? (
      <Tooltip content={item.tooltip} side="right">
        {body}
      </Tooltip>
    ) : (
      body
    );
  }
  if (item.function && !href) {
    return (
      <button type="button" className={itemClass(context)} onClick={() => item.function?.()}>
        <ItemBody item={item} context={context} />
      </button>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    item.function?.();
    if (!href || item.externalLink || !context.onNavigate) return;
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    context.onNavigate(href, item);
  };
  return (
    <a
      className={itemClass(context)}
      href={href}
      aria-current={active ? 'page' : undefined}
      target={item.externalLink ? '_blank' : undefined}
      rel={item.externalLink ? 'noopener noreferrer' : undefined}
      onClick={onClick}
      title={iconsOnly(context.appearance) ? (item.title ?? undefined) : undefined}
    >
      <ItemBody item={item} context={context} />
    </a>
  );
}

export function NavItem({
  item,
  siblings,
  context,
}: {
  item: NavigationItem;
  siblings: readonly NavigationItem[];
  context: NavItemContext;
}): ReactNode {
  if (item.hidden) return null;
  const children = (item.children ?? []).filter((child) => !child.hidden);
  switch (item.type) {
    case 'divider':
      return (
        <li>
          <hr className={styles.divider} />
        </li>
      );
    case 'spacer':
      return <li aria-hidden="true" className={styles.spacer} />;
    case 'group':
      return (
        <li>
          {item.title && !iconsOnly(context.appearance) ? (
            <span className={styles.groupTitle}>{item.title}</span>
          ) : null}
          <ul className={styles.list} aria-label={item.title ?? undefined}>
            {children.map((child) => (
              <NavItem key={child.id} item={child} siblings={children} context={context} />
            ))}
          </ul>
        </li>
      );
    case 'collapsable': {
      const open = context.expanded.has(item.id);
      const panelId = `nav-${item.id}-children`;
      return (
        <li>
          <button
            type="button"
            className={itemClass(context)}
            aria-expanded={open}
            aria-controls={panelId}
            data-active-descendant={hasActiveDescendant(item, context.currentPath) || undefined}
            onClick={() => context.toggle(item, siblings)}
          >
            <ItemBody item={item} context={context} />
            <Icon
              name="chevronDown"
              size={18}
              className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`}
            />
          </button>
          {open ? (
            <ul id={panelId} className={styles.nested}>
              {children.map((child) => (
                <NavItem key={child.id} item={child} siblings={children} context={context} />
              ))}
            </ul>
          ) : null}
        </li>
      );
    }
    case 'aside':
      return (
        <li>
          <NavFlyout
            item={item}
            context={context}
            items={children.map((child) => (
              <NavItem
                key={child.id}
                item={child}
                siblings={children}
                context={{ ...context, appearance: 'default' }}
              />
            ))}
          />
        </li>
      );
    case 'action-button':
      return (
        <li>
          <button
            type="button"
            className={styles.actionButton}
            onClick={() => item.function?.()}
            disabled={item.disabled ?? false}
          >
            {item.title}
          </button>
        </li>
      );
    default:
      return (
        <li>
          <BasicItem item={item} context={context} />
        </li>
      );
  }
}

export type { NavItemContext } from './NavItemParts.tsx';
