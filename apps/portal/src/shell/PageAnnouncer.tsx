import { mainContentId, visuallyHidden } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** The last page named, across the frames (a move from the main layout into a flow's steps too). */
let lastHeading: string | null = null;

/** How long a page may take to draw its heading (its code or data on the way) before it is named as it is. */
export const pageNameWaitMs = 1500;

/** The page's name: the text of the `h1` in its `main` (docs/RULES.md#routes-and-layouts). */
function currentHeading(): string | null {
  return document.getElementById(mainContentId)?.querySelector('h1')?.textContent?.trim() || null;
}

/**
 * Names each page once it has drawn its heading (WCAG 2.4.2 and 4.1.3): the browser's title becomes
 * "{heading} · {site}", and after a move within the portal a polite live region says the heading,
 * so a screen reader hears where a link led (on the first page it reads the page itself). The
 * previous page's heading does not count: the new one is awaited, or taken as it is after
 * `pageNameWaitMs` (a page that keeps its heading, another goal's page of the same name).
 */
export function PageAnnouncer({ site }: { site: string }) {
  const { pathname } = useLocation();
  const [said, setSaid] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what makes the page named again.
  useEffect(() => {
    const before = lastHeading;
    let settled = false;
    const settle = (heading: string) => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      window.clearTimeout(timer);
      document.title = `${heading} · ${site}`;
      if (before !== null) setSaid(heading);
      lastHeading = heading;
    };
    const look = () => {
      const heading = currentHeading();
      if (heading && heading !== before) settle(heading);
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = window.setTimeout(() => {
      const heading = currentHeading();
      if (heading) settle(heading);
    }, pageNameWaitMs);
    look();
    return () => {
      settled = true;
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, site]);
  return (
    <div className={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {said}
    </div>
  );
}
