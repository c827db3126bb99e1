import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The parts a money row shares (a goal, a movement): its text column, muted line and figures column. */
export const text = style({ display: 'grid', gap: 2, minWidth: 0 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const numbers = style({
  display: 'grid',
  justifyItems: 'end',
  gap: 2,
  fontVariantNumeric: 'tabular-nums',
});
