import { focusRing, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The logo link in the step header (on the surface colour). */
export const logo = style([
  focusRing,
  {
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
    color: vars.color.primaryText,
    textDecoration: 'none',
  },
]);
