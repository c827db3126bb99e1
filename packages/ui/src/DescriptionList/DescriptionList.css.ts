import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

export const list = style({ display: 'grid', margin: 0 });

/** A row: the label over its value on a phone, beside it from the small breakpoint up. */
export const row = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: '12rem minmax(0, 1fr)', alignItems: 'center' },
  },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** A value with its action (a copy button) at the row's end; a long value (an email) wraps. */
export const valueWithAction = style([
  value,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    overflowWrap: 'anywhere',
  },
]);

export const valueText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const action = style({ flexShrink: 0 });
