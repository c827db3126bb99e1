import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

/** A row: its icon, its text, then its figures or action; rows are divided by a line. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 0 } },
});

export const text = style({ display: 'grid', gap: 2, minWidth: 0 });

export const figures = style({
  display: 'grid',
  justifyItems: 'end',
  gap: 2,
  fontVariantNumeric: 'tabular-nums',
});
