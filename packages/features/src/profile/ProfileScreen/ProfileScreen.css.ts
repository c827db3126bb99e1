import { cardSurface, mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** "Mi cuenta": a page of its own width, its cards and type (as the dashboard's). */
export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQueries.sm]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const card = style([cardSurface, { display: 'grid', gap: vars.space.md }]);

export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

/** A plain value in a description list (the browser indents <dd> by default). */
export const value = style({ margin: 0 });
