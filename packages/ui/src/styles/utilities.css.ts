import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';
import { forcedColors, forcedEdge } from './forcedColors.css.ts';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * A short phrase kept on one line: a date written with hyphens ("desde el 28-11-2026"), which a
 * browser would otherwise break after a hyphen on a narrow screen.
 */
export const keepTogether = style({ whiteSpace: 'nowrap' });

/** Under forced colours a focus ring takes the system's focus colour, not the theme's. */
const forcedFocus = {
  '@media': { [forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } } },
} as const;

/** The keyboard focus ring every interactive element shares. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  ...forcedFocus,
});

/** The focus ring drawn inside the element (list rows that touch their container's edges). */
export const focusRingInset = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
  ...forcedFocus,
});

/** The focus ring on a filled colour (snackbar, primary surfaces): drawn in the text's own colour. */
export const focusRingOnColor = style({
  selectors: {
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
  },
  ...forcedFocus,
});

/** A text input or textarea in the theme: one border, radius and focus ring for every form field. */
export const textField = style([
  focusRing,
  {
    font: 'inherit',
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
  },
]);

/**
 * A card's surface: the one padding every card of a page shares, so their titles line up (the
 * dashboard's own cards, Card and the shortcuts bar had three). Less on a phone, where width is short.
 */
export const cardSurface = style([
  forcedEdge,
  {
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.raised,
    padding: vars.space.lg,
    minWidth: 0,
    '@media': { [mediaQueries.sm]: { padding: vars.space.xl } },
  },
]);
