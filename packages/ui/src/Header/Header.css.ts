import { globalStyle, style } from '@vanilla-extract/css';
import { forcedColors } from '../styles/forcedColors.css.ts';
import { headerHeight, space } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: headerHeight,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  transition: 'box-shadow 150ms ease',
  selectors: { '&[data-scrolled="true"]': { boxShadow: vars.shadow.raised } },
  // The page scrolls under it: forced colours drop the shadow that sets it apart, so it gets an edge.
  '@media': { [forcedColors]: { borderBottom: '1px solid CanvasText' } },
});
export const center = style({ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 });
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
});

/**
 * Nothing the keyboard focuses hides under the header (WCAG 2.4.11): when the browser scrolls a
 * focused control (Shift+Tab upwards) or a linked section (#summary) into view, it keeps the
 * header's height, and a little air, free at the top.
 */
// On the root, above the theme's element: the space scale's value itself, not its variable.
globalStyle(`html:has(${header})`, { scrollPaddingTop: `calc(${headerHeight}px + ${space.sm})` });
