import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const content = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: 1.4,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  maxWidth: 260,
  zIndex: 46,
});
