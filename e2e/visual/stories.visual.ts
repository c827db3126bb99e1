import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  type VisualMode,
  type VisualModes,
  visualShots,
  visualViewport,
} from '../../packages/ui/src/testing/visualModes.ts';
import { reviewWidths } from '../../packages/ui/src/tokens/scales.ts';
import { defaultThemeName } from '../../packages/ui/src/tokens/themes.ts';

// Every story in the modes Chromatic draws it in (its `parameters.chromatic.modes`, read from the
// rendered story: the phone for all, the desktop for what responds to the width, the other themes
// for the all-themes set; see @portal/ui/testing). A story whose picture would repeat another's
// takes none (`chromatic.disableSnapshot`) and is still played and checked by axe at its widths.
// The list comes from the built Storybook's own index, so a new story is covered the day it is
// written. VISUAL_STORIES (a regular expression on the story id) narrows the run, for a quick look
// at one component.
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
/** The accessibility addon's parameters of a story (its axe config and options, or `test: 'off'`). */
interface A11yParameters {
  test?: 'error' | 'todo' | 'off';
  disable?: boolean;
}
interface AxeViolation {
  id: string;
  nodes: { target: unknown[] }[];
}
/**
 * Chromatic's parameters of a story, merged by Storybook: the modes it is drawn in, and
 * `disableSnapshot` for a story whose picture would repeat another's (it still plays and is
 * checked by axe at each of its widths; it only takes no picture).
 */
interface ChromaticParameters {
  modes?: VisualModes;
  disableSnapshot?: boolean;
  /** Chromatic's media features (https://www.chromatic.com/docs/media-features): drawn emulated. */
  forcedColors?: 'none' | 'active';
  prefersReducedMotion?: 'no-preference' | 'reduce';
}

/** The media a story asks to be drawn in, as Playwright emulates them. */
interface StoryMedia {
  forcedColors: 'none' | 'active';
  reducedMotion: 'no-preference' | 'reduce';
}
const defaultMedia: StoryMedia = { forcedColors: 'none', reducedMotion: 'no-preference' };
const sameMedia = (a: StoryMedia, b: StoryMedia) =>
  a.forcedColors === b.forcedColors && a.reducedMotion === b.reducedMotion;
/** A listener of one of Storybook's channel events (each event has arguments of its own). */
type ChannelListener = (...args: never[]) => void;
interface StoryChannel {
  emit: (event: string, ...args: unknown[]) => void;
  on: (event: string, listener: ChannelListener) => void;
  off: (event: string, listener: ChannelListener) => void;
}
interface Preview {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: Phase;
      story?: { parameters?: { chromatic?: ChromaticParameters; a11y?: A11yParameters } };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel;
  /**
   * Renders that reached an end, and how the last one ended: `success`, `aborted`, or what went
   * wrong (a play function that threw, errors while playing, Storybook's own `error`); see
   * `countRenders`.
   */
  visualRenders?: { ended: number; last: string };
  /** The preview's: every call of the story answered, except those left unanswered on purpose. */
  storyCallsAnswered?: () => boolean;
  /** Since when the story's calls have all been answered while a part still shows as loading. */
  quietSince?: number;
}

/**
 * Where the stories are drawn. A worker keeps one page and moves it from story to story over
 * Storybook's channel, as Storybook's own UI does (loading the preview's scripts again for every
 * story was three quarters of a story's time); every story starts from clean storage, mock state,
 * query cache and seeded random values (the preview's `beforeEach`), scrolled to the top. A story
 * re-renders in place for the other width and the other themes. Every render Storybook ends is
 * counted in the page, so each wait is for *that* render's end.
 */
class StoryFrame {
  private theme = defaultThemeName as string;
  private media = defaultMedia;
  private loaded = false;
  constructor(readonly page: Page) {}

  /** Shows the story at `size`: in this page when it already holds the preview, else by loading it. */
  async show(id: string, size: { width: number; height: number }) {
    // A retry's or a judge's page opened beside this one takes the browser's focus: take it back,
    // so focus is drawn here as in a page of its own.
    await this.page.bringToFront();
    if (!this.loaded) {
      await this.open(id, size);
      return this.emulateMedia(id);
    }
    if (!sameMedia(this.media, defaultMedia)) {
      // The story before was drawn in other media: each story starts in the usual ones.
      this.media = defaultMedia;
      await this.page.emulateMedia(defaultMedia);
    }
    if (this.theme !== defaultThemeName) {
      // Back to the default theme first (the story before re-renders in it; how it ends is its own).
      this.theme = defaultThemeName;
      await this.renderAfter('updateGlobals', { globals: { theme: defaultThemeName, frozen: true } });
    }
    await this.page.setViewportSize(size);
    await this.page.evaluate(() => {
      window.scrollTo(0, 0);
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    const ended = await this.renderAfter('setCurrentStory', { storyId: id, viewMode: 'story' }, id);
    expect(ended, 'the story rendered and its play function passed').toBe('success');
    await this.emulateMedia(id);
  }

  /**
   * A story that asks for forced colours or reduced motion (its `chromatic.forcedColors` and
   * `prefersReducedMotion`, as Chromatic reads them) is drawn again in those media, play function
   * included, so what it asserts holds in them.
   */
  private async emulateMedia(id: string) {
    const { forcedColors = 'none', prefersReducedMotion = 'no-preference' } = await this.chromatic();
    const wanted: StoryMedia = { forcedColors, reducedMotion: prefersReducedMotion };
    if (sameMedia(wanted, this.media)) return;
    this.media = wanted;
    await this.page.emulateMedia(wanted);
    const ended = await this.renderAfter('forceRemount', { storyId: id });
    expect(ended, 'the story rendered in its media and its play function passed').toBe('success');
  }

  /** Loads the preview with the story (the first story of a page, or one that needs a fresh start). */
  async open(id: string, size: { width: number; height: number }) {
    await this.page.setViewportSize(size);
    this.theme = defaultThemeName;
    // axe runs when the run asks for it (`accessibilityViolations`), not after every render.
    await this.page.goto(
      `iframe.html?id=${id}&viewMode=story&globals=theme:${defaultThemeName};frozen:!true;a11y.manual:!true`,
    );
    await this.page.waitForFunction(
      (id) => {
        const preview = window as Preview;
        return (
          (preview.visualRenders?.ended ?? 0) > 0 && preview.__STORYBOOK_PREVIEW__?.currentRender?.id === id
        );
      },
      id,
      { timeout: 20_000 },
    );
    this.loaded = true;
    await this.settle();
    const last = await this.page.evaluate(() => (window as Preview).visualRenders?.last);
    expect(last, 'the story rendered and its play function passed').toBe('success');
  }

  /** Chromatic's parameters of the rendered story (its modes, whether it takes pictures). */
  async chromatic(): Promise<ChromaticParameters> {
    return this.page.evaluate(
      () => (window as Preview).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.chromatic ?? {},
    );
  }

  /**
   * Fonts loaded, and the parts still on their way (DataState's loading, the chart's placeholder,
   * marked data-loading) arrived, so a picture is not taken half-loaded. A story of a loading state
   * keeps its spinner on purpose: its calls are answered with `answerNever`, and once every other
   * call has its answer and 300 ms have passed with nothing else asked, the wait ends.
   */
  private async settle() {
    await this.page.evaluate(() => {
      (window as Preview).quietSince = undefined;
      return document.fonts.ready;
    });
    await this.page
      .waitForFunction(
        () => {
          const preview = window as Preview;
          if (!document.querySelector('[data-loading]')) return true;
          if (!preview.storyCallsAnswered?.()) {
            preview.quietSince = undefined;
            return false;
          }
          preview.quietSince ??= performance.now();
          return performance.now() - preview.quietSince > 300;
        },
        undefined,
        { timeout: 10_000, polling: 50 },
      )
      .catch(() => undefined);
    await this.page.evaluate(() => document.fonts.ready);
  }

  /** Sends a channel event and waits until the render it causes has ended; says how it ended. */
  private async renderAfter(event: string, payload: unknown, storyId?: string): Promise<string> {
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
      ({ count, storyId }) => {
        const preview = window as Preview;
        const ended = (preview.visualRenders?.ended ?? 0) > count;
        if (!ended || !storyId) return ended;
        const render = preview.__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
      },
      { count: before, storyId },
      { timeout: 20_000 },
    );
    await this.settle();
    return (await this.page.evaluate(() => (window as Preview).visualRenders?.last)) ?? 'none';
  }

  /**
   * axe over the story as drawn now, run by Storybook's accessibility addon with the story's own
   * `a11y` parameters (its rules and context), as the addon runs it after a story in Storybook and
   * in the story tests. Returns the violations, one line each, for a story that checks them.
   */
  async accessibilityViolations(storyId: string): Promise<string[]> {
    return this.page.evaluate(
      (storyId) =>
        new Promise<string[]>((resolve, reject) => {
          const preview = window as Preview;
          const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
          const a11y = preview.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.a11y ?? {};
          if (!channel) return reject(new Error('No Storybook channel in the page'));
          if (a11y.disable === true || a11y.test === 'off' || a11y.test === 'todo') return resolve([]);
          const stop = () => {
            channel.off('storybook/a11y/result', onResult);
            channel.off('storybook/a11y/error', onError);
          };
          const onResult = (result: { violations: AxeViolation[] }, id: string) => {
            if (id !== storyId) return;
            stop();
            resolve(
              result.violations.map(
                (violation) =>
                  `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
              ),
            );
          };
          const onError = (error: unknown) => {
            stop();
            reject(new Error(`axe could not run: ${String(error)}`));
          };
          channel.on('storybook/a11y/result', onResult);
          channel.on('storybook/a11y/error', onError);
          channel.emit('storybook/a11y/manual', storyId, a11y);
        }),
      storyId,
    );
  }

  /**
   * Renders the story afresh at another size, play function included. A story whose play depends on
   * what its first run left behind (once-per-session prompts) gets a fresh page instead.
   */
  async resize(id: string, size: { width: number; height: number }) {
    const current = this.page.viewportSize();
    if (current?.width === size.width && current.height === size.height) return;
    await this.page.setViewportSize(size);
    if ((await this.renderAfter('forceRemount', { storyId: id })) !== 'success') await this.open(id, size);
  }

  /** Switches the theme of what is shown (no remount: the story keeps its state, as in the app). */
  async switchTheme(theme: string) {
    if (theme === this.theme) return;
    this.theme = theme;
    const ended = await this.renderAfter('updateGlobals', { globals: { theme, frozen: true } });
    expect(ended, `the story re-rendered in the ${theme} theme`).toBe('success');
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
 * Whether a picture matches its baseline. A mismatch here is not yet a failure (see
 * `expectLooksLike`), so the expected, actual and difference pictures Playwright wrote for it are
 * removed: what stays in the test's output is the judged picture, which `visual:accept` shows.
 */
function matches(picture: Buffer, name: string): boolean {
  const output = test.info().outputDir;
  const files = () => (existsSync(output) ? readdirSync(output) : []);
  const before = new Set(files());
  try {
    expect(picture).toMatchSnapshot(name);
    return true;
  } catch {
    for (const file of files()) if (!before.has(file)) rmSync(join(output, file));
    return false;
  }
}

/**
 * Counts, from the preview's first script on, every render Storybook ends, and how it ended:
 * `success`, or what went wrong. Outside a test runner Storybook reports a play function that
 * threw (or errors while playing) as events, and still ends the render as finished with status
 * success, so those events are what fails it here. The channel is caught as Storybook sets it.
 */
function countRenders() {
  const preview = window as Preview;
  let channel: StoryChannel | undefined;
  let failure: string | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: StoryChannel) => {
      channel = next;
      preview.visualRenders = { ended: 0, last: 'none' };
      const ended = (last: string) => {
        preview.visualRenders = { ended: (preview.visualRenders?.ended ?? 0) + 1, last: failure ?? last };
        failure = undefined;
      };
      const failed = (what: string) => (error: { message?: string } | { message?: string }[]) => {
        const messages = (Array.isArray(error) ? error : [error]).map((each) => each.message).join('; ');
        failure ??= `${what}: ${messages}`;
      };
      next.on('playFunctionThrewException', failed('the play function threw'));
      next.on('unhandledErrorsWhilePlaying', failed('errors while playing'));
      next.on('storyThrewException', failed('the story threw'));
      next.on('storyFinished', ({ status }: { status: string }) => ended(status));
      next.on('storyRenderPhaseChanged', ({ newPhase }: { newPhase: Phase }) => {
        if (newPhase === 'aborted') ended('aborted');
      });
    },
  });
}

/** A page of the worker's browser with the project's settings, as Playwright's own `page` has. */
async function newStoryFrame(browser: Browser, use: TestInfo['project']['use']) {
  const { baseURL, locale, timezoneId, deviceScaleFactor, permissions } = use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, deviceScaleFactor, permissions });
  await context.addInitScript(countRenders);
  return { frame: new StoryFrame(await context.newPage()), close: () => context.close() };
}

/** Shows the story in one of its modes: other themes switch in place, other widths re-render it. */
async function showMode(frame: StoryFrame, id: string, mode: VisualMode) {
  await frame.switchTheme(mode.theme);
  await frame.resize(id, visualViewport(mode));
}

/**
 * One picture of the story in a mode, compared with its baseline. Most match at once; one that does
 * not is taken again once the story holds still. One that still differs is judged in a browser of
 * its own, as the baselines were made: a page that showed other stories first may carry something over,
 * and that is no change of the story. A new baseline, and every baseline `visual:accept` writes,
 * comes from a browser of its own too.
 */
async function expectLooksLike(
  frame: StoryFrame,
  browser: Browser,
  id: string,
  mode: VisualMode,
  name: string,
) {
  const info = test.info();
  const baseline = info.snapshotPath(name);
  // `npm run visual:accept` learns from this log which baselines belong to no story any more.
  if (process.env.VISUAL_SHOTS_LOG) appendFileSync(process.env.VISUAL_SHOTS_LOG, `${basename(baseline)}\n`);
  const comparing = existsSync(baseline) && !['all', 'changed'].includes(info.config.updateSnapshots);
  if (comparing) {
    if (matches(await frame.page.screenshot({ animations: 'disabled', caret: 'hide' }), name)) return;
    if (matches(await stillPicture(frame.page), name)) return;
  }
  // A browser of its own, too: a page opened beside the worker's was seen to draw a clicked
  // button's focus as keyboard focus in some runs.
  const ownBrowser = await browser.browserType().launch(info.project.use.launchOptions);
  const own = await newStoryFrame(ownBrowser, info.project.use);
  try {
    await own.frame.show(id, visualViewport({ theme: defaultThemeName, viewport: reviewWidths.phone }));
    await showMode(own.frame, id, mode);
    const picture = await stillPicture(own.frame.page);
    if (comparing) info.annotations.push({ type: 'judged in a browser of its own', description: name });
    expect.soft(picture).toMatchSnapshot(name);
  } finally {
    await ownBrowser.close();
  }
}

/**
 * The worker's page, kept from story to story; a retried test starts from a page of its own.
 */
const visualTest = test.extend<{ frame: StoryFrame }, { workerFrame: StoryFrame }>({
  workerFrame: [
    async ({ browser }, use, workerInfo) => {
      const own = await newStoryFrame(browser, workerInfo.project.use);
      await use(own.frame);
      await own.close();
    },
    { scope: 'worker' },
  ],
  frame: async ({ workerFrame, browser }, use, testInfo) => {
    if (testInfo.retry === 0) return use(workerFrame);
    const own = await newStoryFrame(browser, testInfo.project.use);
    await use(own.frame);
    await own.close();
  },
});

for (const story of stories) {
  visualTest(`${story.title} · ${story.id}`, async ({ frame, browser }) => {
    await frame.show(story.id, visualViewport({ theme: defaultThemeName, viewport: reviewWidths.phone }));
    const { modes, disableSnapshot } = await frame.chromatic();
    const shots = visualShots(modes).filter(
      ({ mode }) => !disableSnapshot || mode.theme === defaultThemeName,
    );
    expect(shots.length, 'the story is drawn in at least one mode').toBeGreaterThan(0);
    for (const { name, mode } of shots) {
      await showMode(frame, story.id, mode);
      if (!disableSnapshot)
        await expectLooksLike(frame, browser, story.id, mode, `${story.id}/${name.replaceAll(' ', '-')}.png`);
      // axe at each width in the default theme (the other themes share its markup).
      if (mode.theme === defaultThemeName)
        expect(await frame.accessibilityViolations(story.id), `axe on the story (${name})`).toEqual([]);
    }
  });
}
