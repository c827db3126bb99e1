import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../styles/utilities.css.ts';
import type { NavigationAppearance, NavigationItem } from './navigationTypes.ts';
import * as styles from './VerticalNavigation.css.ts';

/* What NavItem and the aside flyout (NavFlyout) draw alike: an item's body and its class. */

export interface NavItemContext {
  currentPath: string;
  appearance: NavigationAppearance;
  expanded: ReadonlySet<string>;
  toggle: (item: NavigationItem, siblings: readonly NavigationItem[]) => void;
  /** Client-side navigation for plain left clicks on internal links. */
  onNavigate?: (href: string, item: NavigationItem) => void;
}

export const iconsOnly = (appearance: NavigationAppearance) =>
  appearance === 'dense' || appearance === 'thin';

export function ItemBody({ item, context }: { item: NavigationItem; context: NavItemContext }) {
  const { t } = useTranslation('ui');
  const hideText = iconsOnly(context.appearance);
  return (
    <>
      {item.icon ? <Icon name={item.icon} size={22} /> : null}
      <span className={hideText ? visuallyHidden : styles.text}>
        <span className={styles.title}>{item.title}</span>
        {item.subtitle && context.appearance === 'default' ? (
          <span className={styles.subtitle}>{item.subtitle}</span>
        ) : null}
      </span>
      {item.badge?.title ? (
        <span className={`${styles.badge} ${item.badge.classes?.includes('new') ? styles.badgeNew : ''}`}>
          {item.badge.title}
        </span>
      ) : null}
      {item.externalLink ? <span className={visuallyHidden}> {t('navigation.opensNewTab')}</span> : null}
    </>
  );
}

export function itemClass(context: NavItemContext) {
  return `${styles.item} ${context.appearance === 'compact' ? styles.compactItem : ''}`;
}
