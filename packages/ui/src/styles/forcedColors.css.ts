import { style } from '@vanilla-extract/css';

/**
 * Forced colours (Windows high contrast, WCAG 1.4.11): the browser replaces the theme's colours with
 * the system's few and drops every shadow and background picture. What the theme tells apart by a
 * shadow or a fill alone is drawn again here, in system colours only (docs/ACCESSIBILITY.md#forced-colours).
 */
export const forcedColors = '(forced-colors: active)';

/** A surface set apart by its shadow alone (a card, a menu, a dialog): an edge in the text's colour. */
export const forcedEdge = style({
  '@media': { [forcedColors]: { outline: '1px solid CanvasText', outlineOffset: -1 } },
});

/**
 * The chosen one of a set (a segment, a pill, the current page of the menu), drawn in the system's
 * selection colours. `forced-color-adjust: none` keeps them as written: both are system colours,
 * so they still follow the client's scheme, and without it the browser paints a backplate of the
 * page's colour behind the text.
 */
export const forcedSelected = {
  forcedColorAdjust: 'none',
  background: 'Highlight',
  color: 'HighlightText',
} as const;
