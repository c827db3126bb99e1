import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

/** Set apart by a border in the theme's danger colour (a border, so forced colours keep it). */
export const summary = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `2px solid ${vars.color.danger}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const link = style([
  focusRing,
  { color: vars.color.danger, fontWeight: vars.font.weight.medium, textUnderlineOffset: 2 },
]);
