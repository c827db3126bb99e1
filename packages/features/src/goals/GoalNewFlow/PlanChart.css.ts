import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The projection's place while its chart's code loads: the chart's own height, so nothing jumps. */
export const chartPlaceholder = style({
  height: 160,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
