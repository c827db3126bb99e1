import { mediaQueries, vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const status = styleVariants({
  active: { color: vars.color.success },
  cancelled: { color: vars.color.danger },
});

export const scroll = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.sm,
});

const cell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const head = style([cell, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium }]);

/** The first column's header lines up with the names; the share's with the figures. */
export const headStart = style([head, { paddingInlineStart: 0 }]);
export const headEnd = style([head, { textAlign: 'end', paddingInlineEnd: 0 }]);

export const name = style([cell, { fontWeight: vars.font.weight.regular, paddingInlineStart: 0 }]);

export const td = style([cell]);

export const share = style([
  cell,
  { textAlign: 'end', fontVariantNumeric: 'tabular-nums', paddingInlineEnd: 0 },
]);

export const muted = style({ margin: 0, color: vars.color.textMuted });
