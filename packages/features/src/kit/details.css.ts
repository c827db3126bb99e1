import { mediaQueries, vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/**
 * The shapes the client's detail cards share (a product, a contract, a company): facts as a label
 * over its value, and short tables that scroll sideways on a narrow phone.
 */

export const factGrid = style({ display: 'grid', gap: `${vars.space.md} ${vars.space.lg}`, margin: 0 });

/** How many facts a row holds: as many as fit (a product), up to three (a contract), up to two (a company). */
export const factColumns = styleVariants({
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

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** A narrow phone scrolls the table sideways instead of squeezing its figures. */
export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.sm,
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'start',
});

const head = style([cell, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium }]);

/** Column headers: the first lines up with the row headers, the last with the figures. */
export const headCell = styleVariants({
  start: [head, { paddingInlineStart: 0 }],
  middle: [head],
  end: [head, { textAlign: 'end', paddingInlineEnd: 0 }],
});

/** The row's header (a product, a beneficiary) in the first column. */
export const rowHeadCell = style([cell, { fontWeight: vars.font.weight.regular, paddingInlineStart: 0 }]);

/** A figure in the last column. */
export const figureCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap', paddingInlineEnd: 0 }]);
