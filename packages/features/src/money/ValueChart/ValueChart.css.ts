import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const chart = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Holds the chart's place while its code arrives, the same height, so nothing below moves. */
export const placeholder = style({
  height: 240 + 96,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
