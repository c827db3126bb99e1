/** Breakpoints of docs/RULES.md#constants-and-limits, in px (min-width). */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

/**
 * The widths designers review at: the phone the portal is drawn for first (390 px, the CSS width of
 * today's most common phones, below `sm`) and each breakpoint. Storybook's viewports, Chromatic's
 * modes and the local pixel checks all read this one list.
 */
export const reviewWidths = { phone: 390, ...breakpoints } as const;
export type ReviewWidth = keyof typeof reviewWidths;

/** Side-menu widths of docs/RULES.md#constants-and-limits, in px. Dense grows to the default width on hover. */
export const menuWidths = { default: 280, compact: 112, dense: 80, thin: 80 } as const;
export type MenuAppearance = keyof typeof menuWidths;

/** Media queries for vanilla-extract `@media` blocks. */
export const mediaQueries = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const satisfies Record<Breakpoint, string>;

/**
 * The height of the bar at the top of every layout (the main layout's header, which stays on top as
 * the page scrolls, and the flows' step header): what floats at the top of the screen (toasts)
 * starts below it, so that it never covers the menu, the inbox or a focused control there.
 */
export const headerHeight = 64;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;
export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
} as const;
export const fontWeights = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
/** Inter is served by the app itself (ThemeRoot/fonts.css, with its metric-matched fallback), never from a CDN. */
export const fontFamilies = {
  body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;
