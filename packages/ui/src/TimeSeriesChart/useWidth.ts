import { startTransition, useEffect, useState } from 'react';

/**
 * The element's width in pixels, followed as it changes (0 until measured). Read from the
 * observer's first report, which comes with the browser's own layout (reading the box at mount
 * forced a layout of its own in the middle of the page's first render: 35-40 ms on a phone), and
 * set as a transition: the page paints first, with the chart's space kept, and the lines follow.
 */
export function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) {
        const next = Math.floor(entry.contentRect.width);
        startTransition(() => setWidth(next));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
