import { style, styleVariants } from '@vanilla-extract/css';
import { cardSurface } from '../styles/utilities.css.ts';
import { mediaQueries } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

const base = style({
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xl,
  '@media': { [mediaQueries.sm]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const width = styleVariants({
  default: [base, { maxWidth: 960 }],
  narrow: [base, { maxWidth: 560 }],
});

export const header = style({ display: 'grid', gap: vars.space.sm });
export const eyebrow = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
});
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const card = style([cardSurface, { display: 'grid', gap: vars.space.md }]);
export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
