import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

const base = style({
  flexShrink: 0,
  borderRadius: '50%',
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.bold,
});

export const size = styleVariants({
  sm: [base, { width: 40, height: 40 }],
  lg: [base, { width: 72, height: 72, fontSize: vars.font.size.xl }],
});
