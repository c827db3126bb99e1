import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** A narrow phone scrolls the table sideways instead of squeezing its figures. */
export const scroll = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.sm,
});

const cell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'start',
});

export const head = style([cell, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium }]);

/** The product column's header lines up with the product names; the fee's with the figures. */
export const headStart = style([head, { paddingInlineStart: 0 }]);
export const headEnd = style([head, { textAlign: 'end', paddingInlineEnd: 0 }]);

export const product = style([cell, { fontWeight: vars.font.weight.semibold, paddingInlineStart: 0 }]);

export const band = style([cell]);

export const fee = style([cell, { textAlign: 'end', whiteSpace: 'nowrap', paddingInlineEnd: 0 }]);

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
