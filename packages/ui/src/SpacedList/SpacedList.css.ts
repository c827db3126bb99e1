import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});
