import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.surfaceSunken}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const link = style([
  focusRing,
  { color: vars.color.primaryText, fontWeight: vars.font.weight.semibold, textDecoration: 'none' },
]);
