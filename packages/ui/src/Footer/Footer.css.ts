import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.surfaceSunken}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const link = style([
  focusRing,
  {
    color: vars.color.primaryText,
    background: 'none',
    border: 'none',
    padding: 0,
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'underline',
  },
]);
