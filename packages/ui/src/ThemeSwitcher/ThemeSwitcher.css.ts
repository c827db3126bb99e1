import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xs, maxWidth: 280 });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const select = style({
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
