import { expect, faultCallsFromStart, signInAs, test } from './fixtures.ts';

/**
 * Less motion, when the client's system asks for it (WCAG 2.3.3, docs/ACCESSIBILITY.md): on the
 * dashboard while its money loads (the spinner) and after the header and a copy button have had
 * their transitions started, no animation or transition is running. The same page without the
 * request does move, so the check would see motion that came back.
 */
for (const [media, moves] of [
  ['reduce', false],
  ['no-preference', true],
] as const) {
  test(`prefers-reduced-motion: ${media}: ${moves ? 'the spinner turns' : 'nothing moves'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: media });
    // The money comes late, so its spinner shows.
    await faultCallsFromStart(page, '/history', { kind: 'delay', ms: 4000 });
    await signInAs(page, 'Camila Rojas Fuentes');
    await expect(
      page.locator('#balance [role="status"]').filter({ hasText: 'Cargando tu saldo…' }),
    ).toBeVisible();
    // Transitions started: the header's shadow (the page scrolled) and a button under the pointer.
    await page.mouse.wheel(0, 400);
    await page.getByRole('button', { name: 'Copiar' }).hover();
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => {
          const duration = Number(animation.effect?.getTiming().duration ?? 0);
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return { duration, on: target instanceof Element ? target.className : '' };
        })
        .filter(({ duration }) => duration > 1),
    );
    if (moves) expect(running.length, 'the spinner turns').toBeGreaterThan(0);
    else expect(running).toEqual([]);
  });
}
