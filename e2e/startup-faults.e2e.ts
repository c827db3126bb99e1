import { clearFaults, expect, faultCallsFromStart, signInAs, test } from './fixtures.ts';
import type { Fault } from './mockWindow.ts';

/** The five calls the main layout starts together (docs/RULES.md#demo-mock-calls), by the path the mock answers. */
const startupCalls = [
  'api/common/navigation',
  'api/common/messages',
  'api/common/notifications',
  'api/apps/chat/chats',
  'api/common/shortcuts',
];

const faults: [string, Fault, number][] = [
  ['HTTP 500 (and its two retries)', { kind: 'status', status: 500 }, 15_000],
  ['a network error (and its two retries)', { kind: 'network' }, 15_000],
  ['a malformed body', { kind: 'malformed' }, 10_000],
  // The server hangs: the portal gives up each read after 10 s (platform readTimeoutMs).
  ['no answer within 10 s', { kind: 'delay', ms: 60_000 }, 20_000],
];

test.describe('start-up faults (docs/RULES.md#constants-and-limits): the portal stays usable, says what failed in Spanish, and retries', () => {
  for (const [name, fault, noticeWithin] of faults) {
    test(`every start-up call with ${name}`, async ({ page }) => {
      test.setTimeout(60_000);
      // Every such call fails from the first on, until the faults are cleared below.
      for (const path of startupCalls) await faultCallsFromStart(page, path, fault);
      await signInAs(page, 'Camila Rojas Fuentes');
      // The start-up notice (the dashboard's shortcuts card says its own part too).
      const notice = page.getByRole('alert').filter({ hasText: 'Lo demás del portal funciona.' });
      await expect(notice).toHaveText(
        'No pudimos cargar el menú, los mensajes, las notificaciones, los chats y los accesos directos. Lo demás del portal funciona.Reintentar',
        { timeout: noticeWithin },
      );
      // Usable: the page is there, and the header's user menu opens and closes.
      await expect(page.getByRole('heading', { level: 1, name: 'Hola, Cami' })).toBeVisible();
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      // The server is back: Reintentar loads everything, the notice goes and the menu is there.
      await clearFaults(page);
      await notice.getByRole('button', { name: 'Reintentar' }).click();
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Seguros' })).toBeVisible();
      // The same read feeds the dashboard's shortcuts: they are there too.
      await expect(
        page.getByRole('region', { name: 'Tus accesos directos' }).getByRole('link', { name: /Mis seguros/ }),
      ).toBeVisible();
    });
  }
});
