import { readFile } from 'node:fs/promises';
import { expect, signInAs, slowNextBody, test } from './fixtures.ts';

// docs/RULES.md#statements: a file is read to its end however slow the link (the read timeout
// covers waiting for the answer to begin, not its body); a large one shows how far it has come, and
// a link that drops half-way is said plainly, with a retry.

const newestStatement = (page: import('@playwright/test').Page) =>
  page
    .locator('#balance-statements')
    .getByRole('button', { name: /^Descargar la cartola de [a-z]+ de \d{4}$/ })
    .first();

/** Camila's statements, ready to download; the newest's button. Slow links want a longer test. */
async function openStatements(page: import('@playwright/test').Page) {
  test.setTimeout(60_000);
  await signInAs(page, 'Camila Rojas Fuentes', './general-balance');
  const button = newestStatement(page);
  await expect(button).toBeVisible();
  return button;
}

test.describe('downloads on a slow mobile link', () => {
  test('a 300 KB cartola at 20 KB/s (15 s, past the 10 s read limit) arrives whole, showing its progress', async ({
    page,
  }) => {
    const button = await openStatements(page);
    await slowNextBody(page, 'api/statements/', { bytesPerSecond: 20_000, padTo: 300_000 });
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await button.click();
    // The row says how far it has come: a bar whose share grows.
    const bar = page
      .locator('#balance-statements')
      .getByRole('progressbar', { name: /^Descarga de la cartola de / });
    await expect(bar).toBeVisible({ timeout: 5_000 });
    const share = async () => Number((await bar.getAttribute('value').catch(() => '1')) ?? 1);
    const early = await share();
    expect(early).toBeLessThan(0.5);
    await expect.poll(share, { timeout: 15_000 }).toBeGreaterThan(early + 0.2);
    const saved = await download;
    const bytes = await readFile((await saved.path()) ?? '');
    expect(bytes.length).toBe(300_000);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('%%EOF');
    await expect(button).toHaveText('Descargar');
  });

  test('a link that drops half-way says so in Spanish, hands over no broken file, and Reintentar gets it', async ({
    page,
  }) => {
    const button = await openStatements(page);
    const label = (await button.getAttribute('aria-label')) ?? '';
    const month = label.replace('Descargar la cartola de ', '');
    await slowNextBody(page, 'api/statements/', {
      bytesPerSecond: 100_000,
      padTo: 200_000,
      dropAfterBytes: 100_000,
    });
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await button.click();
    await expect(page.locator('#balance-statements').getByRole('alert')).toHaveText(
      `Se cortó la conexión mientras descargábamos la cartola de ${month}. Inténtalo de nuevo.`,
      { timeout: 10_000 },
    );
    expect(downloads).toEqual([]);
    const retry = page.locator('#balance-statements').getByRole('button', { name: `Reintentar: ${label}` });
    const download = page.waitForEvent('download');
    await retry.click();
    const bytes = await readFile((await (await download).path()) ?? '');
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    await expect(page.locator('#balance-statements').getByRole('alert')).toHaveCount(0);
  });
});
