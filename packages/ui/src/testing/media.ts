/**
 * The media a story can be drawn in besides the usual ones (Chromatic's `forcedColors` and
 * `prefersReducedMotion` parameters, which the local pixel run emulates too). A story's play
 * function asks which it is in, so it asserts what that medium must show, in the pixel run and in
 * Storybook alike.
 */

/** Whether the page is drawn in forced colours (Windows high contrast). */
export const inForcedColors = () => window.matchMedia('(forced-colors: active)').matches;

/** Whether the client asked for less motion. */
export const inReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The system colours a forced-colours style may use (https://drafts.csswg.org/css-color-4/#css-system-colors). */
export type SystemColor = 'Canvas' | 'CanvasText' | 'Highlight' | 'HighlightText' | 'ButtonBorder';

/** A system colour as the browser draws it now (`rgb(…)`), to compare with an element's computed colour. */
export function systemColor(name: SystemColor): string {
  const probe = document.createElement('span');
  probe.style.forcedColorAdjust = 'none';
  probe.style.color = name;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}
