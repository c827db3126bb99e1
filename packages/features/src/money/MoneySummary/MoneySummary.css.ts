import { vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const summary = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const total = style({ display: 'grid', gap: vars.space.xxs, flex: '1 0 100%' });

export const totalValue = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 6vw, 2.5rem)',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The total on its own line, then "Depositado" and "Ganado" side by side in equal halves; when either
 * amount is wider than its half (billions on a phone: "+$2.938.497.610"), each takes a line of its
 * own rather than running past the card's edge. A flex line, not a grid: an item's smallest width is
 * its longest amount, and a line that cannot hold both wraps.
 */
export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start', flex: '1 1 0' });

export const value = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const tone = styleVariants({
  gain: { color: vars.color.success },
  loss: { color: vars.color.danger },
  flat: {},
});
