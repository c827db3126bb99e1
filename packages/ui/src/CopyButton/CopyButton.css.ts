import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 32,
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    color: vars.color.primaryText,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    transition: 'background-color 120ms ease',
    selectors: {
      '&:hover': { background: vars.color.primarySoft },
    },
  },
]);

/**
 * The feedback states keep the plain surface under the pointer: the green "Copiado" on the hover tint
 * (the pointer is still there after the click) fell under 4.5:1 (axe color-contrast, e2e referral).
 */
export const state = styleVariants({
  idle: {},
  copied: {
    color: vars.color.success,
    borderColor: vars.color.success,
    selectors: { '&:hover': { background: vars.color.surface } },
  },
  failed: {
    color: vars.color.danger,
    borderColor: vars.color.danger,
    selectors: { '&:hover': { background: vars.color.surface } },
  },
});

export const icon = style({ width: 16, height: 16, flexShrink: 0 });
