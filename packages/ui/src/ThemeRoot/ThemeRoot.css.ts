import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const root = style({
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});
