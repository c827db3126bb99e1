import { focusRing, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const logo = style([
  focusRing,
  {
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
    color: vars.color.primaryText,
    textDecoration: 'none',
  },
]);

/** A page's title in the header's centre (on phones, beside its back arrow): one line, cut with an ellipsis. */
export const headerTitle = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});
