import { type ComponentPropsWithRef, createElement } from 'react';
import type { space } from '../tokens/scales.ts';
import * as styles from './Stack.css.ts';

export type Space = keyof typeof space;

/** The elements a layout primitive may be drawn as (a form lays its fields out as a stack). */
type LayoutElement = 'div' | 'section' | 'header' | 'nav' | 'form' | 'ul' | 'ol' | 'li' | 'fieldset' | 'span';

type LayoutProps<E extends LayoutElement> = { as?: E; gap?: Space } & ComponentPropsWithRef<E>;

/** A list drawn as a layout keeps its meaning for screen readers, not its bullets and indent. */
function listReset(as: LayoutElement | undefined) {
  return as === 'ul' || as === 'ol' ? styles.list : undefined;
}

function join(...names: (string | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

/** Blocks one above the other, a theme space apart (a form's fields, a card's parts, a list's items). */
export function Stack<E extends LayoutElement = 'div'>({
  as,
  gap = 'md',
  className,
  ...props
}: LayoutProps<E>) {
  return createElement(as ?? 'div', {
    ...props,
    className: join(styles.stack[gap], listReset(as), className),
  });
}

/** Blocks side by side that wrap when the row is full (a step's buttons). */
export function Inline<E extends LayoutElement = 'div'>({
  as,
  gap = 'sm',
  className,
  ...props
}: LayoutProps<E>) {
  return createElement(as ?? 'div', {
    ...props,
    className: join(styles.inline[gap], listReset(as), className),
  });
}

/**
 * Equal columns from the small breakpoint up, one under the other on a phone (a pair of fields,
 * a city beside its region).
 */
export function Tiles<E extends LayoutElement = 'div'>({
  as,
  gap = 'md',
  columns = 2,
  className,
  ...props
}: LayoutProps<E> & { columns?: keyof typeof styles.tilesColumns }) {
  return createElement(as ?? 'div', {
    ...props,
    className: join(styles.tilesGap[gap], styles.tilesColumns[columns], className),
  });
}
