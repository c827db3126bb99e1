import { style } from '@vanilla-extract/css';
import { forcedEdge } from '../styles/forcedColors.css.ts';
import { focusRing } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

export const trigger = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    padding: 2,
    border: 'none',
    borderRadius: '50%',
    background: 'transparent',
    cursor: 'pointer',
  },
]);
export const content = style([
  forcedEdge,
  {
    minWidth: 240,
    padding: `${vars.space.xs} 0`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    zIndex: 50,
  },
]);
export const header = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: 'pointer',
  outline: 'none',
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySoft, color: vars.color.primaryText },
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted },
  },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, maxWidth: '16rem' });
export const destructive = style({ color: vars.color.danger });
export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  background: vars.color.surfaceSunken,
});
