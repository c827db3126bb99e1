import { useEffect, useLayoutEffect } from 'react';
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

/** Scrolls to `top` once the page is tall enough (lazy pages and their data arrive after the URL). */
function scrollWhenReady(top: number): () => void {
  let frames = 0;
  let handle = 0;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (reachable || frames > 60) {
      window.scrollTo({ top, behavior: 'instant' });
      return;
    }
    frames += 1;
    handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}

/**
 * SPEC §9 "Router restores scroll position": back and forward return to where the client was on that
 * entry; a new page starts at the top, or at its #fragment (/goals/{id}#summary).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where this entry was scrolled to when leaving it.
  useEffect(() => {
    const key = location.key;
    return () => {
      const positions = readPositions();
      positions[key] = window.scrollY;
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: the next page simply starts at the top.
      }
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = readPositions()[location.key];
      if (typeof saved === 'number') return scrollWhenReady(saved);
    }
    if (location.hash) {
      let frames = 0;
      let handle = 0;
      const id = decodeURIComponent(location.hash.slice(1));
      const find = () => {
        const target = document.getElementById(id);
        if (target) target.scrollIntoView();
        else if (frames++ < 60) handle = requestAnimationFrame(find);
      };
      find();
      return () => cancelAnimationFrame(handle);
    }
    if (navigationType !== 'REPLACE') window.scrollTo({ top: 0, behavior: 'instant' });
    return undefined;
  }, [location.key, location.hash, navigationType]);
}
