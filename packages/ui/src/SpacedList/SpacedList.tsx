import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './SpacedList.css.ts';

type SpacedListProps = ComponentPropsWithoutRef<'ul'> & {
  /** `ol` for points in an order (the steps of a process), numbered. */
  as?: 'ul' | 'ol';
};

/**
 * Points of a text (what an account brings, the steps of an application), with their bullets or
 * numbers and room between them; its items are plain `li`.
 */
export function SpacedList({ as: Tag = 'ul', className, ...props }: SpacedListProps) {
  return <Tag className={className ? `${styles.list} ${className}` : styles.list} {...props} />;
}
