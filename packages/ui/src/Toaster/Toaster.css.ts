import { style, styleVariants } from '@vanilla-extract/css';
import { forcedEdge } from '../styles/forcedColors.css.ts';
import { focusRing } from '../styles/utilities.css.ts';
import { headerHeight, mediaQueries, space } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

/** Below the header (WCAG 2.4.11: nothing covers a focused control), to the right from tablets up. */
export const viewport = style({
  position: 'fixed',
  top: `calc(${headerHeight}px + ${space.sm})`,
  right: vars.space.lg,
  left: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  zIndex: 70,
  outline: 'none',
  '@media': { [mediaQueries.sm]: { left: 'auto', width: 380 } },
});

const base = style([
  forcedEdge,
  {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    boxShadow: vars.shadow.overlay,
    borderLeft: '4px solid',
  },
]);

export const tone = styleVariants({
  info: [base, { borderLeftColor: vars.color.primary }],
  success: [base, { borderLeftColor: vars.color.success }],
  error: [base, { borderLeftColor: vars.color.danger }],
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold });
export const description = style({
  margin: 0,
  gridColumn: '1 / 2',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const close = style([
  focusRing,
  {
    gridRow: '1 / 3',
    gridColumn: '2',
    alignSelf: 'start',
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    borderRadius: vars.radius.pill,
    width: 28,
    height: 28,
  },
]);
export const action = style([
  focusRing,
  {
    gridColumn: '1 / 2',
    justifySelf: 'start',
    marginTop: vars.space.xs,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.primaryText,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);
