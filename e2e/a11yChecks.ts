import type { Page } from '@playwright/test';

/**
 * Checks a page by what it draws, beyond axe (docs/ACCESSIBILITY.md): each returns what breaks the
 * rule, one line per element, empty when the page keeps it.
 */

/**
 * Targets smaller than 24 by 24 px (WCAG 2.5.8) with no room around them: a target may be smaller
 * only when a 24 px circle on its centre touches no other target (the rule's spacing exception),
 * or when it is a link inside a sentence, or a control the browser draws at its own size (a native
 * checkbox inside its label, whose whole card is the target).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Names an element in a failure message (written in each check: the page runs no eval).
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const selector = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]';
    const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      const box = element.getBoundingClientRect();
      // A 1 px box is hidden on screen until focused (the skip link): no target until then.
      return box.width > 1 && box.height > 1 && element.checkVisibility({ opacityProperty: false });
    });
    const targets = shown.map((element) => ({ element, box: element.getBoundingClientRect() }));
    const small = (box: DOMRect) => box.width < 23.5 || box.height < 23.5;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      return Boolean(
        block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length,
      );
    };
    const drawnByBrowser = (element: HTMLElement) =>
      element instanceof HTMLInputElement &&
      ['checkbox', 'radio'].includes(element.type) &&
      getComputedStyle(element).appearance !== 'none' &&
      element.closest('label') !== null;
    return targets
      .filter(({ element, box }) => small(box) && !inSentence(element) && !drawnByBrowser(element))
      .filter(({ element, box }) => {
        const at = centre(box);
        return targets.some((other) => {
          if (other.element === element || other.element.contains(element) || element.contains(other.element))
            return false;
          // Two small targets: their circles may not meet; a large one: not within the circle.
          return small(other.box)
            ? Math.hypot(centre(other.box).x - at.x, centre(other.box).y - at.y) < 24
            : distanceToBox(at, other.box) < 12;
        });
      })
      .slice(0, 5)
      .map(({ element, box }) => `${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
}

/**
 * Text cut off: an element that hides its overflow (or ends in an ellipsis) with more text than it
 * shows. Visually hidden text (1 px boxes for screen readers) is not cut off for anyone.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Names an element in a failure message (written in each check: the page runs no eval).
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = [style.overflowX, style.overflowY].some(
          (overflow) => overflow === 'hidden' || overflow === 'clip',
        );
        if (!hides || element.clientWidth <= 2 || element.clientHeight <= 2) return false;
        if (!(element.textContent ?? '').trim() || !element.checkVisibility()) return false;
        return (
          element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1
        );
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${describe(element)} shows ${element.clientWidth}×${element.clientHeight} of ${element.scrollWidth}×${element.scrollHeight}`,
      );
  });
}

/** What sticks out past the right edge of the page (a region that scrolls on its own may). */
export function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Names an element in a failure message (written in each check: the page runs no eval).
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const edge = document.documentElement.clientWidth + 1;
    const inScroller = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.right > edge && !inScroller(element);
      })
      .slice(0, 3)
      .map(describe);
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      past.push(`the page, ${document.documentElement.scrollWidth} px wide`);
    return past;
  });
}

/**
 * A style sheet laid over the page as a client's own settings would (a bookmarklet, a browser
 * extension): adopted, not a <style> element, so the page's Content-Security-Policy stays as it is.
 * Returns the way to take it off.
 */
export async function overlayStyle(page: Page, css: string): Promise<() => Promise<void>> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
  return () =>
    page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
}

/** WCAG 1.4.12's text spacing: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em. */
export const textSpacing = `*{line-height:1.5!important;letter-spacing:0.12em!important;word-spacing:0.16em!important}p{margin-bottom:2em!important}`;

/** Text at 200 % (WCAG 1.4.4): the root's size doubled, as a browser's text-only zoom does. */
export const doubleText = 'html{font-size:200%!important}';
