/** The attribute a modal overlay sets on <body> while it is open: how many overlays lock the page. */
export const lockAttribute = 'data-scroll-locked';
/** The CSS variable holding the width of the scroll bar the lock removed (react-remove-scroll-bar's name). */
export const removedBarSizeVariable = '--removed-body-scroll-bar-size';

/** The lock count a lock attribute value stands for (absent or unreadable: none). */
export function lockCount(value: string | null): number {
  const count = Number.parseInt(value ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/**
 * The width of the vertical scroll bar the page shows now, in px: what the lock must make up for
 * so the page does not shift sideways when its scroll bar goes (0 for overlay scroll bars, phones).
 */
export function scrollBarGap(windowWidth: number, documentWidth: number): number {
  return Math.max(0, windowWidth - documentWidth);
}

/** react-remove-scroll-bar's class names, which react-remove-scroll's own code imports. */
export const zeroRightClassName = 'right-scroll-bar-position';
export const fullWidthClassName = 'width-before-scroll-bar';
export const noScrollbarsClassName = 'with-scroll-bars-hidden';
