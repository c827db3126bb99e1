import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The route walks check axe once per page without reloading it (e2e/axe.ts puts axe in once): a
// fault planted after the first check is still found by the next one, in the page and in a
// same-origin frame, and taken away it is gone.
test('axe, put in a page once, finds what changed since its last check, frames included', async ({
  page,
}) => {
  await page.goto('./download-app');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Descarga nuestra app');
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'planted-unnamed-button';
    document.querySelector('main')?.append(button);
  });
  const inPage = await axeViolations(page);
  expect(inPage.map((violation) => violation.id)).toContain('button-name');
  expect(inPage.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toContain(
    '#planted-unnamed-button',
  );

  await page.evaluate(() => {
    document.getElementById('planted-unnamed-button')?.remove();
    const frame = document.createElement('iframe');
    frame.title = 'Marco de prueba';
    frame.srcdoc = '<!doctype html><html lang="es"><title>x</title><p><img src="x.png"></p></html>';
    document.querySelector('main')?.append(frame);
  });
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1]?.waitForLoadState();
  const inFrame = await axeViolations(page);
  expect(inFrame.map((violation) => violation.id)).toEqual(['image-alt']);
});
