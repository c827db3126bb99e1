import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** Why the goal keeps its strategy: a heading as plain as a group's legend. */
export const title = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
});
