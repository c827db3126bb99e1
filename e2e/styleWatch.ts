import type { Page } from '@playwright/test';

// No overlay may write a <style> element: a static host's policy (`style-src 'self'`, no nonce)
// blocks it. These record every one a page gets.

declare global {
  interface Window {
    stylesWritten?: string[];
  }
}

/** Records every <style> element the page gets, from before its first script. */
export async function watchStyles(page: Page) {
  await page.addInitScript(() => {
    window.stylesWritten = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLStyleElement)
            window.stylesWritten?.push((node.textContent ?? '').trim().slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function stylesWritten(page: Page): Promise<string[]> {
  return page.evaluate(() => window.stylesWritten ?? []);
}
