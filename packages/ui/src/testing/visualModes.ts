import { type ReviewWidth, reviewWidths } from '../tokens/scales.ts';
import { defaultThemeName, type ThemeName, themeNames } from '../tokens/themes.ts';

/**
 * Where a story is drawn for pixel review, in one place: its `parameters.chromatic.modes`
 * (https://www.chromatic.com/docs/modes). Chromatic reads them, and the local Playwright run
 * (e2e/visual) reads the same parameter from the rendered story, so both review the same matrix:
 *
 * - every story: the phone (390 px) in the default theme, the preview's default;
 * - components that respond to the width (layouts, dialogs, screens): phone and desktop;
 * - the all-themes set: those two widths, and the phone in each of the other six themes.
 *
 * Storybook merges a story's modes into the preview's, so a story only adds to the phone. A story
 * whose last picture is another story's (a retry that ends as the ready story, a menu that closes)
 * sets `chromatic: { disableSnapshot: true }`: both Chromatic and the local run then take no picture
 * of it, and the local run still plays it and runs axe at each of its widths. `npm run size` fails
 * when two baselines hold the same picture (scripts/baselines.mjs).
 */
export interface VisualMode {
  theme: ThemeName;
  /** Width in px (Chromatic's `viewport`); the height is the device's, see `visualViewport`. */
  viewport: number;
  /** Chromatic's way to leave out a mode a story inherited. */
  disable?: boolean;
}

export type VisualModes = Record<string, VisualMode>;

/** The widths drawn locally and in Chromatic: the phone and the desktop breakpoint (lg). */
const visualWidths = { phone: 'phone', desktop: 'lg' } as const satisfies Record<string, ReviewWidth>;
type VisualWidth = keyof typeof visualWidths;

function modeName(theme: ThemeName, width: VisualWidth): string {
  return theme === defaultThemeName ? width : `${theme} ${width}`;
}

function modes(themes: readonly ThemeName[], widths: readonly VisualWidth[]): VisualModes {
  return Object.fromEntries(
    themes.flatMap((theme) =>
      widths.map((width) => [modeName(theme, width), { theme, viewport: reviewWidths[visualWidths[width]] }]),
    ),
  );
}

/** Every story: the phone, default theme (the preview's `chromatic.modes`). */
export const phoneModes: VisualModes = modes([defaultThemeName], ['phone']);

/** A story whose look depends on the width: phone and desktop, default theme. */
export const phoneAndDesktopModes: VisualModes = modes([defaultThemeName], ['phone', 'desktop']);

/**
 * The desktop alone: a story of a whole screen in another medium (forced colours), whose phone
 * picture would show nothing the desktop does not.
 */
export const desktopModes: VisualModes = {
  ...modes([defaultThemeName], ['desktop']),
  [modeName(defaultThemeName, 'phone')]: {
    theme: defaultThemeName,
    viewport: reviewWidths.phone,
    disable: true,
  },
};

/**
 * The phone alone, in a file whose stories are drawn at both widths: a variant of a whole screen
 * (another client's figures, an empty or not-found state) whose desktop picture would repeat the
 * frame and layout its page's own story draws there.
 */
export const phoneOnlyModes: VisualModes = {
  ...phoneModes,
  [modeName(defaultThemeName, 'desktop')]: {
    theme: defaultThemeName,
    viewport: reviewWidths[visualWidths.desktop],
    disable: true,
  },
};

/**
 * A component's state that the screen story of its route draws at the same width (the same
 * component in the same state, inside its page): the component story still plays and is checked by
 * axe at its widths, and takes no picture of its own, which would draw that state twice (README,
 * "Visual checks": the baselines' room).
 */
export const drawnByItsScreen = { disableSnapshot: true } as const;

const otherThemes = themeNames.filter((theme) => theme !== defaultThemeName);

/**
 * The all-themes set: phone and desktop in the default theme, the phone in every other theme.
 * A theme changes only the brand's colours (primary, its text and soft tints, the accent, the focus
 * ring; `tokens/themes.ts`), never the layout: its pictures are taken at the phone, the smaller.
 * Two stories hold it: a page of content (the dashboard's: links, the chart, the range control,
 * cards) and an overlay (the confirmation dialog: the scrim, the surface, both buttons). Every other
 * story is drawn in the default theme only.
 */
export const allThemeModes: VisualModes = {
  ...phoneAndDesktopModes,
  ...modes(otherThemes, ['phone']),
};

/**
 * The other six themes alone, at the phone: the all-themes set of a story whose default-theme
 * pictures another story takes (the dashboard's content, drawn whole in its page by the screens).
 */
export const otherThemeModes: VisualModes = {
  ...modes(otherThemes, ['phone']),
  ...Object.fromEntries(
    Object.entries(phoneAndDesktopModes).map(([name, mode]) => [name, { ...mode, disable: true }]),
  ),
};

/** The height a mode is drawn at: a phone's (844 px, the 390 px phone's) or a laptop screen's. */
export function visualViewport(mode: VisualMode): { width: number; height: number } {
  return { width: mode.viewport, height: mode.viewport < reviewWidths.sm ? 844 : 800 };
}

/**
 * The modes a story is drawn in, in the order the local run takes them: the default theme first
 * (a width change re-renders the story), then the other themes (switched in place), each by width.
 * Disabled modes are left out. A story without modes gets the phone.
 */
export function visualShots(storyModes: VisualModes | undefined): Array<{ name: string; mode: VisualMode }> {
  const entries = Object.entries(storyModes ?? phoneModes)
    .filter(([, mode]) => !mode.disable)
    .map(([name, mode]) => ({ name, mode }));
  const themeRank = (theme: ThemeName) => (theme === defaultThemeName ? -1 : themeNames.indexOf(theme));
  return entries.sort(
    (a, b) => themeRank(a.mode.theme) - themeRank(b.mode.theme) || a.mode.viewport - b.mode.viewport,
  );
}
