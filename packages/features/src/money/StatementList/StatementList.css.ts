import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
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

export const text = style({ display: 'grid', gap: 2, minWidth: 0 });

export const title = style({ fontWeight: vars.font.weight.medium });

export const failed = style({ color: vars.color.danger, fontSize: vars.font.size.sm });
