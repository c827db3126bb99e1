import { vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

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

export const what = style({ fontWeight: vars.font.weight.medium });
export const amount = styleVariants({
  in: { fontWeight: vars.font.weight.semibold, color: vars.color.success },
  out: { fontWeight: vars.font.weight.semibold },
  none: { color: vars.color.textMuted },
  void: { color: vars.color.textMuted, textDecoration: 'line-through' },
});

export const status = styleVariants({
  pending: {
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.primaryText,
  },
  completed: { fontSize: vars.font.size.xs, color: vars.color.textMuted },
  rejected: { fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold, color: vars.color.danger },
});

export { meta, numbers, text } from '../moneyRow.css.ts';

/** A date never breaks across lines ("22-\n11-2026"). */
export const date = style({ whiteSpace: 'nowrap' });
