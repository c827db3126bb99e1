import { useEffect, useState } from 'react';
import { lockAttribute, lockCount, removedBarSizeVariable, scrollBarGap } from './scrollLockRules.ts';

export {
  fullWidthClassName,
  noScrollbarsClassName,
  removedBarSizeVariable,
  zeroRightClassName,
} from './scrollLockRules.ts';

/** react-remove-scroll-bar's props; the gap is always made up for by a margin here. */
export interface RemoveScrollBarProps {
  noRelative?: boolean;
  noImportant?: boolean;
  gapMode?: 'margin' | 'padding';
}

/** react-remove-scroll-bar's measure of the page's gap, for what imports it. */
export function getGapWidth() {
  const gap =
    typeof window === 'undefined' ? 0 : scrollBarGap(window.innerWidth, document.documentElement.clientWidth);
  return { left: 0, top: 0, right: 0, gap };
}

/**
 * The page's scroll lock under every Radix modal overlay, in place of react-remove-scroll-bar's
 * (the build aliases that package here, see @portal/ui/vite): the same lock attribute and counter
 * on <body>, the removed scroll bar's width in the same CSS variable, and the rules in a static
 * stylesheet (scrollLock.css.ts, loaded with ThemeRoot: this file is also pre-bundled with Radix in
 * development, where no stylesheet can be imported) instead of a <style> element written at run
 * time, so it works under `style-src 'self'` with no nonce.
 */
export function RemoveScrollBar(_props: RemoveScrollBarProps) {
  // The scroll bar's width is read as the overlay is drawn, before its elements are in the page:
  // read after, it would make the browser lay out the page with them at once, inside the task
  // that opens the overlay (12 ms of the side menu's opening on a phone's CPU).
  const [gap] = useState(() => getGapWidth().gap);
  useEffect(() => {
    const body = document.body;
    const count = lockCount(body.getAttribute(lockAttribute));
    if (count === 0) body.style.setProperty(removedBarSizeVariable, `${gap}px`);
    body.setAttribute(lockAttribute, String(count + 1));
    return () => {
      const left = lockCount(body.getAttribute(lockAttribute)) - 1;
      if (left > 0) {
        body.setAttribute(lockAttribute, String(left));
        return;
      }
      body.removeAttribute(lockAttribute);
      body.style.removeProperty(removedBarSizeVariable);
    };
  }, [gap]);
  return null;
}
