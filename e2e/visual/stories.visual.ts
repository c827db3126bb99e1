import { appendFileSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type VisualModes, visualShots, visualViewport } from '../../packages/ui/src/testing/visualModes.ts';
import { reviewWidths } from '../../packages/ui/src/tokens/scales.ts';
import { defaultThemeName } from '../../packages/ui/src/tokens/themes.ts';

// Every story in the modes Chromatic draws it in (its `parameters.chromatic.modes`, read from the
// rendered story: the phone for all, the desktop for what responds to the width, the other themes
// for the all-themes set; see @portal/ui/testing). The list comes from the built Storybook's own
// index, so a new story is covered the day it is written. VISUAL_STORIES (a regular expression on
// the story id) narrows the run, for a quick look at one component.
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
const only = process.env.VISUAL_STORIES ? new RegExp(process.env.VISUAL_STORIES) : undefined;
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only || only.test(entry.id)),
);

type Phase = string;
interface Preview {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: Phase;
      story?: { parameters?: { chromatic?: { modes?: VisualModes } } };
    };
  };
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
  private theme = defaultThemeName as string;
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

  /** The modes the rendered story is drawn in (Chromatic's parameter, merged by Storybook). */
  async modes(): Promise<VisualModes | undefined> {
    return this.page.evaluate(
      () => (window as Preview).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.chromatic?.modes,
    );
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
    const current = this.page.viewportSize();
    if (current?.width === size.width && current.height === size.height) return;
    await this.page.setViewportSize(size);
    if (!(await this.renderAfter('forceRemount', { storyId: id }))) await this.open(id, size);
  }

  /** Switches the theme of what is shown (no remount: the story keeps its state, as in the app). */
  async useTheme(theme: string) {
    if (theme === this.theme) return;
    this.theme = theme;
    const ok = await this.renderAfter('updateGlobals', { globals: { theme, frozen: true } });
    expect(ok, `the story re-rendered in the ${theme} theme`).toBe(true);
  }
}

/**
 * A picture of the story once it holds still: taken again two frames later until two in a row are
 * the same (at most five), so a part that arrives late (a lazily loaded chart, a select's text
 * drawn again) is never caught half-way. The frozen decorator stops animations, so this is almost
 * always the first two pictures.
 */
async function stillPicture(page: Page): Promise<Buffer> {
  const take = () => page.screenshot({ animations: 'disabled', caret: 'hide' });
  let previous = await take();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const next = await take();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/**
 * One picture compared with its baseline. Most pictures match at once; one that does not is taken
 * again once the story holds still, and that one is judged.
 */
async function expectLooksLike(page: Page, name: string) {
  // `npm run visual:accept` learns from this log which baselines belong to no story any more.
  if (process.env.VISUAL_SHOTS_LOG)
    appendFileSync(process.env.VISUAL_SHOTS_LOG, `${basename(test.info().snapshotPath(name))}\n`);
  const first = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  try {
    expect(first).toMatchSnapshot(name);
  } catch {
    expect.soft(await stillPicture(page)).toMatchSnapshot(name);
  }
}

for (const story of stories) {
  test(`${story.title} · ${story.id}`, async ({ page }) => {
    const frame = new StoryFrame(page);
    await frame.open(story.id, visualViewport({ theme: defaultThemeName, viewport: reviewWidths.phone }));
    const shots = visualShots(await frame.modes());
    expect(shots.length, 'the story is drawn in at least one mode').toBeGreaterThan(0);
    for (const { name, mode } of shots) {
      // Default-theme widths re-render the story at that size; other themes switch in place.
      await frame.useTheme(mode.theme);
      await frame.resize(story.id, visualViewport(mode));
      await expectLooksLike(page, `${story.id}/${name.replaceAll(' ', '-')}.png`);
    }
  });
}
