import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** A list of money rows (movements, statements): icon, text, then figures or an action. */
export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 0 } },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

/** The parts a money row shares (a goal, a movement): its text column, muted line and figures column. */
export const text = style({ display: 'grid', gap: 2, minWidth: 0 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const numbers = style({
  display: 'grid',
  justifyItems: 'end',
  gap: 2,
  fontVariantNumeric: 'tabular-nums',
});
