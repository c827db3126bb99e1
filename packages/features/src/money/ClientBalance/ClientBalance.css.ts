import { mediaQueries } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/**
 * While the money is on its way, its place is kept: the height the figures and the
 * chart take once they arrive (the summary, a gap, the range buttons, the chart and its caption, as
 * laid out at each breakpoint), so the goals and movements below do not jump down when it comes
 * (docs/RULES.md#constants-and-limits, Lighthouse's layout shift). The message sits in the middle of that space.
 */
export const reserved = style({
  display: 'grid',
  alignContent: 'center',
  minHeight: 607,
  '@media': {
    [mediaQueries.sm]: { minHeight: 565 },
    [mediaQueries.md]: { minHeight: 569 },
    [mediaQueries.lg]: { minHeight: 548 },
  },
});
