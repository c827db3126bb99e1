import { useEffect, useState } from 'react';

/** Whether the page (or a scroll container) is scrolled away from the top. */
export function useScrolled(target?: HTMLElement | null): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const source: HTMLElement | Window = target ?? window;
    const read = () => setScrolled((target ? target.scrollTop : window.scrollY) > 0);
    read();
    source.addEventListener('scroll', read, { passive: true });
    return () => source.removeEventListener('scroll', read);
  }, [target]);
  return scrolled;
}
