import { type ComponentPropsWithRef, createElement } from 'react';
import * as styles from './Text.css.ts';

type TextElement = 'p' | 'span' | 'div' | 'dd' | 'dt' | 'strong' | 'h1' | 'h2' | 'h3' | 'h4';

export type TextProps<E extends TextElement> = {
  as?: E;
  /** neutral: the page's text; muted: a side remark; critical: what went wrong; positive: a gain. */
  tone?: keyof typeof styles.tone;
  size?: keyof typeof styles.size;
  weight?: keyof typeof styles.weight;
  /** Tabular figures, so amounts line up. */
  numeric?: boolean;
  /** A long word may break anywhere (an email). */
  breakAnywhere?: boolean;
} & ComponentPropsWithRef<E>;

/** Text in the theme's tones, sizes and weights, with no margin of its own. */
export function Text<E extends TextElement = 'p'>({
  as,
  tone = 'neutral',
  size = 'inherit',
  weight = 'inherit',
  numeric,
  breakAnywhere,
  className,
  ...props
}: TextProps<E>) {
  const names = [
    styles.base,
    styles.tone[tone],
    styles.size[size],
    styles.weight[weight],
    numeric ? styles.numeric : null,
    breakAnywhere ? styles.breakAnywhere : null,
    className,
  ];
  return createElement(as ?? 'p', { ...props, className: names.filter(Boolean).join(' ') });
}

type HeadingProps = Omit<TextProps<'h2'>, 'as'> & {
  level: 1 | 2 | 3 | 4;
  /**
   * The page moves the focus here (a step's title, so a screen reader says where the client is):
   * focusable by script only, and drawn without a focus ring, since it is no control.
   */
  focusTarget?: boolean;
};

/** A heading at its level, drawn at the size its place needs (large and semibold unless told). */
export function Heading({
  level,
  size = 'lg',
  weight = 'semibold',
  focusTarget,
  className,
  ...props
}: HeadingProps) {
  return (
    <Text
      tabIndex={focusTarget ? -1 : undefined}
      {...props}
      as={`h${level}`}
      size={size}
      weight={weight}
      className={focusTarget ? [styles.focusTarget, className].filter(Boolean).join(' ') : className}
    />
  );
}
