import { focusRing, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const column = style({ display: 'grid', gap: vars.space.xs });
export const button = style([
  focusRing,
  {
    justifySelf: 'start',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    color: vars.color.primaryText,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:disabled': { cursor: 'progress', opacity: 0.7 },
    },
  },
]);
export const hiddenInput = style({ display: 'none' });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
