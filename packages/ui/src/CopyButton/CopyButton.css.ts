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

export const state = styleVariants({
  idle: {},
  copied: { color: vars.color.success, borderColor: vars.color.success },
  failed: { color: vars.color.danger, borderColor: vars.color.danger },
});

export const icon = style({ width: 16, height: 16, flexShrink: 0 });
