import { buttonTone, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const about = style({ display: 'grid', gap: vars.space.lg });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const yours = style({ display: 'grid', gap: vars.space.md });

export const held = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
});

export const heldItem = style({ display: 'grid', gap: vars.space.xxs });

export const heldLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const heldValue = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const start = style([buttonTone.primary, { justifySelf: 'start' }]);
