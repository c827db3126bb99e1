import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

/** A narrow phone scrolls the table sideways instead of squeezing its figures. */
export const scroll = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.sm,
});

const cellBase = style({
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'start',
});

/** Regular rows, or compact ones for a long list of figures. */
export const density = styleVariants({
  regular: [cellBase, { padding: vars.space.sm }],
  compact: [cellBase, { padding: `${vars.space.xs} ${vars.space.sm}` }],
});

export const head = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

/** The first column lines up with the caption; the last with the table's end. */
export const firstColumn = style({ paddingInlineStart: 0 });
export const lastColumn = style({ paddingInlineEnd: 0 });

export const rowHeader = style([firstColumn, { fontWeight: vars.font.weight.regular }]);

export const align = styleVariants({ start: { textAlign: 'start' }, end: { textAlign: 'end' } });

/** A figure is never broken over two lines. */
export const figure = style({ whiteSpace: 'nowrap' });

/** A column a phone leaves out, where the figures need the room. */
export const hideOnPhone = style({
  display: 'none',
  '@media': { [mediaQueries.sm]: { display: 'table-cell' } },
});
