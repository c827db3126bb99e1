import { focusRing, mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' } },
});

export const body = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const contact = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([
  focusRing,
  { color: vars.color.primaryText, textUnderlineOffset: 3, overflowWrap: 'anywhere' },
]);

export const bio = style({ margin: 0 });
