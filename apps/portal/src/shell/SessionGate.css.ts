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
    maxWidth: 440,
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.raised,
    padding: vars.space.xl,
  },
]);
export const title = style({ marginTop: 0, fontSize: vars.font.size.xl });
