import { focusRing, focusRingOnColor, forcedEdge, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const panel = style([
  forcedEdge,
  {
    width: 'min(100%, 380px)',
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.overlay,
    overflow: 'hidden',
  },
]);
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const headerButton = style([
  focusRingOnColor,
  {
    border: `1px solid currentColor`,
    background: 'transparent',
    color: 'inherit',
    borderRadius: vars.radius.pill,
    padding: `${vars.space.xxs} ${vars.space.md}`,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&:disabled': { opacity: 0.6, cursor: 'default' },
    },
  },
]);
export const list = style({ listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflowY: 'auto' });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.surfaceSunken}`,
});
export const unread = style({ background: vars.color.primarySoft });
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-end',
});
export const linkButton = style([
  focusRing,
  {
    border: 'none',
    background: 'transparent',
    color: vars.color.primaryText,
    font: 'inherit',
    fontSize: vars.font.size.xs,
    cursor: 'pointer',
    padding: vars.space.xxs,
    textDecoration: 'underline',
  },
]);
