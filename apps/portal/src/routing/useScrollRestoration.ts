import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = 'portal-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The positions recorded this session, read from the tab's storage the first time they are needed. */
function knownPositions(cache: { current: Record<string, number> | null }): Record<string, number> {
  cache.current ??= readPositions();
  return cache.current;
}

function savePositions(positions: Record<string, number>) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: going back simply starts at the top.
  }
}

/** Calls `step` on each animation frame until it returns true, for at most a second. */
function untilDone(step: () => boolean): () => void {
  let frames = 0;
  let handle = 0;
  const attempt = () => {
    if (step() || frames++ > 60) return;
    handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}

/**
 * docs/RULES.md#constants-and-limits "Router restores scroll position": back and forward return to where the client was on that
 * history entry; a new page starts at the top, or at its #fragment (/goals/{id}#summary). Positions
 * are recorded as the client scrolls (a page change may shrink the document and clamp the scroll
 * before any cleanup could read it), per entry, for the tab's session.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read from the tab's storage when first needed (a scroll to record, a step back or forward),
  // not as the app first draws: the first read of sessionStorage waits on the browser (3.5 ms of
  // the first render's task in a profiled visit).
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const firstDrawn = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const recorded = knownPositions(positions);
        recorded[currentKey.current] = window.scrollY;
        savePositions(recorded);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    // The page the tab opens on starts at the top, or at its #fragment (a reload too: the app draws
    // anew); a step back or forward later returns to where the client was.
    const opening = !firstDrawn.current;
    firstDrawn.current = true;
    const saved = navigationType === 'POP' && !opening ? knownPositions(positions)[location.key] : undefined;
    if (typeof saved === 'number')
      // The page (a lazy chunk, then its data) may need a moment to be tall enough again.
      return untilDone(() => {
        window.scrollTo({ top: saved, behavior: 'instant' });
        return Math.abs(window.scrollY - saved) < 1;
      });
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      return untilDone(() => {
        const target = document.getElementById(id);
        target?.scrollIntoView();
        return target !== null;
      });
    }
    if (navigationType !== 'REPLACE') window.scrollTo({ top: 0, behavior: 'instant' });
    return undefined;
  }, [location.key, location.hash, navigationType]);
}
