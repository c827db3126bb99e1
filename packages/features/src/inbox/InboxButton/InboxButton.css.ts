import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const trigger = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const count = style({
  position: 'absolute',
  top: 2,
  right: 2,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.xs,
  lineHeight: '18px',
  fontWeight: vars.font.weight.bold,
});
export const content = style({ zIndex: 50 });
