import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

/** The round, borderless button of top bars (menu, back, close, inbox). */
export const root = style([
  focusRing,
  {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: 40,
    height: 40,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
    },
  },
]);
