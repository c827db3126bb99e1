import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xs, maxWidth: 280 });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const select = style([
  focusRing,
  {
    minHeight: 40,
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
  },
]);
