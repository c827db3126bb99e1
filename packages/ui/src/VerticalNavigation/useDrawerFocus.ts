import { type RefObject, useEffect } from 'react';

/** What the keyboard can reach inside the drawer, in order. */
const reachable =
  'a[href], a[aria-disabled="true"], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function reachableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(reachable)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * The keyboard inside an open drawer, as inside a dialog (WCAG 2.4.3): the focus moves to its first
 * item as it opens, Tab and Shift+Tab go round its items instead of to the page it covers, focus
 * that lands behind it is brought back, and as it closes the focus returns to what had it (the
 * menu's button). Only while `active`: a menu beside the page is part of the page's own order.
 */
export function useDrawerFocus(drawer: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = drawer.current;
    if (!active || !container) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    reachableIn(container)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = reachableIn(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target))
        reachableIn(container)[0]?.focus();
    };
    container.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const focus = document.activeElement;
      if ((focus === null || focus === document.body || container.contains(focus)) && returnTo?.isConnected)
        returnTo.focus();
    };
  }, [drawer, active]);
}
