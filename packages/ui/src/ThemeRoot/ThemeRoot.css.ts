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

/**
 * A link written without a colour of its own (a goal's name in a list of schedules, "Agendar con
 * mi asesor" in a sentence) in the theme's link colour and with its focus ring, not the browser's
 * blue and thin ring. `:where` keeps both at no specificity: a component's own link style wins.
 */
globalStyle(`:where(${root} a)`, { color: vars.color.primaryText });
globalStyle(`:where(${root} a:focus-visible)`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});
