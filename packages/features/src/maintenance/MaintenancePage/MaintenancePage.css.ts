import { forcedEdge, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});
export const card = style([
  forcedEdge,
  {
    maxWidth: 480,
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.raised,
    padding: vars.space.xxl,
    textAlign: 'center',
  },
]);
export const title = style({ marginTop: 0, fontSize: vars.font.size.xl });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const retry = style({ marginTop: vars.space.lg });
