import { focusRing, mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const holding = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontSize: vars.font.size.sm,
  justifySelf: 'start',
});

export const link = style([
  focusRing,
  {
    justifySelf: 'start',
    color: vars.color.primaryText,
    fontWeight: vars.font.weight.semibold,
    textUnderlineOffset: 3,
  },
]);
