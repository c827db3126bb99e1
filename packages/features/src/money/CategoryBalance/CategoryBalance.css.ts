import { mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  alignItems: 'baseline',
});

export const total = style({ display: 'grid', gap: vars.space.xxs, flexBasis: '100%' });

export const totalValue = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const currency = style({ display: 'grid', gap: vars.space.xxs, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A narrow phone scrolls the table sideways instead of squeezing its figures. */
export const scroll = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.sm,
});

const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

/** The first column: the category (row header) and its column header. */
export const rowHead = style([
  cell,
  { textAlign: 'start', fontWeight: vars.font.weight.regular, paddingInlineStart: 0 },
]);

export const number = style([cell, { textAlign: 'end', whiteSpace: 'nowrap', paddingInlineEnd: 0 }]);

export const inPesos = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const colHead = style([rowHead, { fontWeight: vars.font.weight.semibold }]);

/** How many goals a row sums: left out on a phone, where the amounts need the room. */
export const count = style([
  number,
  { display: 'none', '@media': { [mediaQueries.sm]: { display: 'table-cell' } } },
]);
