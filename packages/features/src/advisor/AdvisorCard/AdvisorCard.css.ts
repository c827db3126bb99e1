import { focusRing, mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' } },
});

export const link = style([
  focusRing,
  { color: vars.color.primaryText, textUnderlineOffset: 3, overflowWrap: 'anywhere' },
]);
