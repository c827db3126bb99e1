import { mediaQueries, vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const facts = style({
  display: 'grid',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const status = styleVariants({
  active: { color: vars.color.success },
  'in-review': { color: vars.color.text },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const section = style({ display: 'grid', gap: vars.space.md });
