import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const overview = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.xs,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start', paddingInlineStart: 0 } },
});
