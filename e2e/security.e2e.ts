import { expect, signInThroughProvider, test } from './fixtures.ts';

function directivesOf(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(' ');
      return [name, values.join(' ')];
    }),
  );
}

test.describe('security headers (docs/RULES.md#constants-and-limits)', () => {
  test('every page comes with a strict policy of its own nonce, no framing, no Referer, no sniffing', async ({
    page,
    request,
  }) => {
    const first = await request.get('./dashboard');
    const second = await request.get('./redirect-to?from=x');
    const policies = [first, second].map((response) => response.headers()['content-security-policy'] ?? '');
    for (const [index, response] of [first, second].entries()) {
      const headers = response.headers();
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-content-type-options']).toBe('nosniff');
      const policy = policies[index] ?? '';
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      const directives = directivesOf(policy);
      expect(directives.get('frame-ancestors')).toBe("'self'");
      expect(directives.get('object-src')).toBe("'none'");
      // The nonce of the header is the one written into the page, and only there.
      const nonce = /'nonce-([^']+)'/.exec(directives.get('script-src') ?? '')?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('PORTAL_CSP_NONCE');
    }
    // A fresh nonce per response.
    expect(policies[0]).not.toBe(policies[1]);
    // The policy names the origins of config.json: the provider may be called, nothing else.
    expect(directivesOf(policies[0] ?? '').get('connect-src')).toBe("'self' http://127.0.0.1:4100");
    // Files and scripts get the common headers too.
    const script = await request.get('./config.json');
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    await page.goto('./redirect-to?from=x');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // The user menu's scroll lock, with no <style> and no violation, behind this server and behind a
  // static host with no nonce: overlays.e2e.ts.

  test('the policy is enforced and every violation is caught: an injected inline style is refused', async ({
    page,
    cspViolations,
  }) => {
    await signInThroughProvider(page, 'Camila Rojas Fuentes');
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { background: red; }';
      document.head.append(style);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatchObject({ directive: 'style-src-elem', blocked: 'inline' });
    await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(255, 0, 0)');
    // This test's violation was the point of it; the fixture checks the rest.
    cspViolations.length = 0;
  });
});
