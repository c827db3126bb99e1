import { breakpoints } from '../tokens/scales.ts';
import { defaultThemeName, type ThemeName, themeNames } from '../tokens/themes.ts';

/**
 * Chromatic modes (https://www.chromatic.com/docs/modes): the same matrix as the local Playwright
 * screenshots. Every story: the default theme at the four breakpoints of SPEC §9. The chosen set
 * (layouts, menus, dialogs, screens; tagged `themes`): all seven themes at those breakpoints.
 */
export interface VisualMode {
  theme: ThemeName;
  viewport: number;
}

type Breakpoint = keyof typeof breakpoints;
const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

function modesFor(themes: readonly ThemeName[]): Record<string, VisualMode> {
  return Object.fromEntries(
    themes.flatMap((theme) =>
      breakpointNames.map((name) => [`${theme} ${name}`, { theme, viewport: breakpoints[name] }]),
    ),
  );
}

/** Every story: 4 breakpoints in the default theme. */
export const defaultThemeModes = modesFor([defaultThemeName]);
/** Stories tagged `themes`: 7 themes × 4 breakpoints. */
export const allThemeModes = modesFor(themeNames);

/** The tag that puts a story in the all-themes set, locally and in Chromatic (stories must write
 * it as the literal 'themes': Storybook's indexer reads tags statically). */
export const allThemesTag = 'themes';
