import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const root = style({
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});

/**
 * Nothing moves for someone who asked their system for less motion (WCAG 2.3.3; docs/ACCESSIBILITY.md):
 * every animation and transition ends at once, whatever component set it.
 * A component may still say more (the loading spinner stands still instead of spinning).
 */
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
