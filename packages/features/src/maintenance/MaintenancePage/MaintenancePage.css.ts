import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});
export const card = style({
  maxWidth: 480,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.xxl,
  textAlign: 'center',
});
export const title = style({ marginTop: 0, fontSize: vars.font.size.xl });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const button = style({
  marginTop: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
  },
});
