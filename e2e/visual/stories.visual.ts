import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { allThemesTag } from '../../packages/ui/src/testing/visualModes.ts';
import { defaultThemeName, themeNames } from '../../packages/ui/src/tokens/themes.ts';

// Every story at a phone and a desktop width in the default theme; the stories tagged `themes`
// (layouts, menus, dialogs, screens) in all seven themes as well. The list comes from the built
// Storybook's own index, so a new story is covered the day it is written.
interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  tags?: string[];
}
const index = JSON.parse(
  readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

type Phase = string;
interface Preview {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: Phase } };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, payload: unknown) => void;
    on: (event: string, listener: (payload: { newPhase: Phase }) => void) => void;
  };
  /** Renders that reached an end (finished, errored or aborted), and how the last one ended. */
  visualRenders?: { ended: number; last: Phase };
}

/**
 * A story in a fresh page (stories keep state in storage and modules, so each gets its own), then
 * re-rendered in place over Storybook's channel for the other width and the other themes: one page
 * load per story instead of one per screenshot. Every render Storybook ends is counted in the page,
 * so each wait is for *that* render's end.
 */
class StoryFrame {
  constructor(readonly page: Page) {}

  async open(id: string, size: { width: number; height: number }) {
    await this.page.setViewportSize(size);
    // A story may remember things in storage (the risk prompt asks once per session): start clean.
    if (this.page.url().startsWith('http')) await this.page.evaluate(() => sessionStorage.clear());
    // Accessibility is checked by the story tests; here axe would only add a quarter second per render.
    await this.page.goto(
      `iframe.html?id=${id}&viewMode=story&globals=theme:${defaultThemeName};frozen:!true;a11y.manual:!true`,
    );
    await this.page.waitForFunction(
      () => {
        const render = (window as Preview).__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.phase === 'errored' || render?.phase === 'aborted') return true;
        return render?.phase === 'finished';
      },
      undefined,
      { timeout: 20_000 },
    );
    const phase = await this.page.evaluate(
      () => (window as Preview).__STORYBOOK_PREVIEW__?.currentRender?.phase,
    );
    expect(phase, 'the story rendered and its play function passed').toBe('finished');
    await this.page.evaluate(() => {
      const preview = window as Preview;
      preview.visualRenders = { ended: 0, last: 'none' };
      preview.__STORYBOOK_ADDONS_CHANNEL__?.on('storyRenderPhaseChanged', ({ newPhase }) => {
        if (newPhase === 'finished' || newPhase === 'errored' || newPhase === 'aborted')
          preview.visualRenders = { ended: (preview.visualRenders?.ended ?? 0) + 1, last: newPhase };
      });
    });
    await this.settle();
  }

  /**
   * Fonts loaded, and the parts still on their way (DataState's loading, the chart's placeholder,
   * marked data-loading) given up to 3 s to arrive, so a picture is not taken half-loaded. A story
   * of a loading state keeps its spinner: the wait just ends.
   */
  private async settle() {
    await this.page.evaluate(() => document.fonts.ready);
    await this.page
      .waitForFunction(() => !document.querySelector('[data-loading]'), undefined, { timeout: 3000 })
      .catch(() => undefined);
    await this.page.evaluate(() => document.fonts.ready);
  }

  /** Sends a channel event and waits until the render it causes has ended; true when it ended well. */
  private async renderAfter(event: string, payload: unknown): Promise<boolean> {
    const before = await this.page.evaluate(
      ({ event, payload }) => {
        const preview = window as Preview;
        const ended = preview.visualRenders?.ended ?? 0;
        preview.__STORYBOOK_ADDONS_CHANNEL__?.emit(event, payload);
        return ended;
      },
      { event, payload },
    );
    await this.page.waitForFunction(
      (count) => ((window as Preview).visualRenders?.ended ?? 0) > count,
      before,
      {
        timeout: 20_000,
      },
    );
    await this.settle();
    return (await this.page.evaluate(() => (window as Preview).visualRenders?.last)) === 'finished';
  }

  /**
   * Renders the story afresh at another size, play function included. A story whose play depends on
   * what its first run left behind (once-per-session prompts) gets a fresh page instead.
   */
  async resize(id: string, size: { width: number; height: number }) {
    await this.page.setViewportSize(size);
    if (!(await this.renderAfter('forceRemount', { storyId: id }))) await this.open(id, size);
  }

  /** Switches the theme of what is shown (no remount: the story keeps its state, as in the app). */
  async useTheme(theme: string) {
    const ok = await this.renderAfter('updateGlobals', { globals: { theme, frozen: true } });
    expect(ok, `the story re-rendered in the ${theme} theme`).toBe(true);
  }
}

/**
 * One screenshot compared with its baseline. The story is already still (frozen decorator, fonts
 * loaded, render finished), so one capture is enough: toHaveScreenshot's capture-until-stable loop
 * doubled the run time for nothing.
 */
async function expectLooksLike(page: Page, name: string) {
  expect.soft(await page.screenshot({ animations: 'disabled', caret: 'hide' })).toMatchSnapshot(name);
}

for (const story of stories) {
  test(`${story.title} · ${story.id}`, async ({ page }) => {
    const frame = new StoryFrame(page);
    await frame.open(story.id, phone);
    await expectLooksLike(page, `${story.id}/phone.png`);
    await frame.resize(story.id, desktop);
    await expectLooksLike(page, `${story.id}/desktop.png`);
    if (story.tags?.includes(allThemesTag)) {
      // The same rendered story, its theme switched at run time: each theme's look of that state.
      for (const theme of themeNames.filter((name) => name !== defaultThemeName)) {
        await frame.useTheme(theme);
        await expectLooksLike(page, `${story.id}/${theme}.png`);
      }
    }
  });
}
