import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

const base = style({ display: 'grid', placeItems: 'center', borderRadius: vars.radius.pill });

export const size = styleVariants({
  sm: [base, { width: 32, height: 32 }],
  md: [base, { width: 40, height: 40 }],
});

export const tone = styleVariants({
  neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  primary: { background: vars.color.primarySoft, color: vars.color.primaryText },
});
