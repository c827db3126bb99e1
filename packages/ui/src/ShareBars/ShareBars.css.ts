import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  alignItems: 'baseline',
  minWidth: 0,
});

export const label = style({ minWidth: 0 });

export const figures = style({
  display: 'flex',
  gap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const share = style({ fontWeight: vars.font.weight.semibold });

export const value = style({ color: vars.color.textMuted });

export const bar = style({ gridColumn: '1 / -1', display: 'block', width: '100%', minWidth: 0, height: 8 });

export const track = style({ fill: vars.color.surfaceSunken });

export const fill = style({ fill: vars.color.primary });
