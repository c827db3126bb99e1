import { vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

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

/** A date never breaks across lines ("22-\n11-2026"). */
export const date = style({ whiteSpace: 'nowrap' });
