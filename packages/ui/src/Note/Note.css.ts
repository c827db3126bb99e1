import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const note = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
