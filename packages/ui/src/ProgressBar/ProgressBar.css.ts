import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

const track = {
  width: '100%',
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
} as const;

/** How far along (a goal towards its target): a thin rounded bar in the theme's primary. */
export const progress = style({
  ...track,
  height: 6,
  color: vars.color.primary,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.color.primary, borderRadius: vars.radius.pill },
    '&::-moz-progress-bar': { background: vars.color.primary },
  },
});

/** A share of a whole (an asset class in a strategy): a slightly thicker bar. */
export const meter = style({
  ...track,
  height: 8,
  selectors: {
    '&::-webkit-meter-bar': {
      background: vars.color.surfaceSunken,
      border: 0,
      borderRadius: vars.radius.pill,
    },
    '&::-webkit-meter-optimum-value': { background: vars.color.primary, borderRadius: vars.radius.pill },
    '&::-moz-meter-bar': { background: vars.color.primary },
  },
});
