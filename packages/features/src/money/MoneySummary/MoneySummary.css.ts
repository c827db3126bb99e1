import { vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const summary = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const total = style({ display: 'grid', gap: vars.space.xxs, gridColumn: '1 / -1' });

export const totalValue = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 6vw, 2.5rem)',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

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
