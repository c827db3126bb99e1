import { expect, signInAs, test } from './fixtures.ts';

// A domain's texts load with its routes (docs/TEXTS.md); every test also fails on a text drawn
// without its file (fixtures.ts).
test.describe("a domain's texts", () => {
  test('a page whose texts cannot load fails alone, in its frame, and "Reintentar" brings it', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    let down = true;
    let asked = 0;
    await context.route('**/assets/i18n/*/advisor.json', (route) => {
      asked += 1;
      return down ? route.fulfill({ status: 503, body: 'down' }) : route.fallback();
    });
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Asesoría' })
      .click();
    const failed = page.getByTestId('page-failed');
    await expect(failed).toBeVisible();
    // The frame stays. Spanish three times, English three times (for the link's preload too), and
    // then not again on its own.
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    expect(asked).toBeGreaterThanOrEqual(6);
    // The link's preload retries on its own clock and may still be asking as the page fails: it
    // comes to rest (a second with nothing new), and then stays there.
    let last = -1;
    await expect
      .poll(
        () => {
          const settled = asked === last;
          last = asked;
          return settled;
        },
        { intervals: [1000], timeout: 20_000 },
      )
      .toBe(true);
    const afterFailure = asked;
    await page.waitForTimeout(1500);
    expect(asked).toBe(afterFailure);
    down = false;
    await failed.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asesoría');
    await expect(failed).toBeHidden();
  });
});
