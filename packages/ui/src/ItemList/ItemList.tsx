import type { ComponentPropsWithoutRef, ComponentPropsWithRef } from 'react';
import * as styles from './ItemList.css.ts';

type ItemListProps = ComponentPropsWithoutRef<'ul'> & {
  /** `ol` for items in an order (the steps of a process). */
  as?: 'ul' | 'ol';
};

/**
 * A list of items on a card (goals, insurance contracts, companies, tasks): one `Item` a line,
 * divided by lines, each with its name (often a link, `itemLink`) and what goes with it at the end.
 */
export function ItemList({ as: Tag = 'ul', className, ...props }: ItemListProps) {
  return <Tag className={className ? `${styles.list} ${className}` : styles.list} {...props} />;
}

/** One line of an `ItemList`: its content spread from start to end, wrapping on a narrow screen. */
export function Item({ className, ...props }: ComponentPropsWithRef<'li'>) {
  return <li className={className ? `${styles.item} ${className}` : styles.item} {...props} />;
}

/** The class of an item's name when it leads somewhere (a router link or an anchor). */
export const itemLink = styles.link;
