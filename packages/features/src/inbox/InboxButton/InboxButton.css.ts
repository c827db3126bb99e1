import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The unread count over the icon. */
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
