import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  alignItems: 'baseline',
});

export const total = style({ display: 'grid', gap: vars.space.xxs, flexBasis: '100%' });

export const currency = style({ display: 'grid', gap: vars.space.xxs, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const inPesos = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.sm });
