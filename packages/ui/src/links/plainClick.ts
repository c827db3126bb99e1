/**
 * A click that the app may take over for its router: the main button with no modifier. Any other
 * (a middle click, Ctrl or Cmd for a new tab, Shift for a new window, Alt to download) stays the
 * browser's.
 */
export function isPlainLeftClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
