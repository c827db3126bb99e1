import { mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** Facts as label over value, two columns on phones, a row of them from tablets on. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))' } },
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
