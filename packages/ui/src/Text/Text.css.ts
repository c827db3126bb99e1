import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/** Text sits in a stack: the stack's gap spaces it, never a margin of its own. */
export const base = style({ margin: 0 });

export const tone = styleVariants({
  neutral: {},
  muted: { color: vars.color.textMuted },
  critical: { color: vars.color.danger },
  positive: { color: vars.color.success },
  link: { color: vars.color.primaryText },
});

const sizes = vars.font.size;
export const size = styleVariants({
  inherit: {},
  xs: { fontSize: sizes.xs },
  sm: { fontSize: sizes.sm },
  md: { fontSize: sizes.md },
  lg: { fontSize: sizes.lg },
  xl: { fontSize: sizes.xl },
  xxl: { fontSize: sizes.xxl },
});

const weights = vars.font.weight;
export const weight = styleVariants({
  inherit: {},
  regular: { fontWeight: weights.regular },
  medium: { fontWeight: weights.medium },
  semibold: { fontWeight: weights.semibold },
  bold: { fontWeight: weights.bold },
});

/** Figures in columns: every digit the same width, so amounts line up. */
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

/** A long word (an email, an account number) may break anywhere rather than overflow. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });

/** A heading the page moves the focus to (a step's title): focusable by script, no ring (it is no control). */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
