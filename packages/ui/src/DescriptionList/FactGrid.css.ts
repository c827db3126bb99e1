import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

export const grid = style({ display: 'grid', gap: `${vars.space.md} ${vars.space.lg}`, margin: 0 });

/** How many facts a row holds: as many as fit (a product), up to three (a contract), up to two (a company). */
export const columns = styleVariants({
  fit: {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))' } },
  },
  three: {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
  two: { '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
