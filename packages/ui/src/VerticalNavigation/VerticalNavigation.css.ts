import { style, styleVariants } from '@vanilla-extract/css';
import { forcedColors, forcedEdge, forcedSelected } from '../styles/forcedColors.css.ts';
import { focusRing, focusRingInset } from '../styles/utilities.css.ts';
import { menuWidths } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 40,
  border: 'none',
  padding: 0,
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  borderRight: `1px solid ${vars.color.surfaceSunken}`,
  overflow: 'hidden',
  transition: 'width 150ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const mode = styleVariants({
  side: { position: 'sticky', top: 0, height: '100vh', flexShrink: 0 },
  over: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    left: 0,
    zIndex: 41,
    boxShadow: vars.shadow.overlay,
    '@media': { [forcedColors]: { borderRight: '1px solid CanvasText' } },
  },
});

export const appearance = styleVariants({
  default: { width: menuWidths.default },
  compact: { width: menuWidths.compact },
  dense: { width: menuWidths.dense, selectors: { '&:hover, &:focus-within': { width: menuWidths.default } } },
  thin: { width: menuWidths.thin },
});

export const closed = style({ display: 'none' });

export const content = style({ flex: 1, overflowY: 'auto', padding: `${vars.space.sm} 0` });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const nested = style({ listStyle: 'none', margin: 0, padding: 0, paddingLeft: vars.space.lg });

export const reveal = styleVariants({
  hidden: { opacity: 0, visibility: 'hidden' },
  shown: {
    opacity: 1,
    transition: 'opacity 200ms ease',
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
});

export const item = style([
  focusRingInset,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    minHeight: 44,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    borderRadius: 0,
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&[aria-current="page"]': {
        background: vars.color.primarySoft,
        color: vars.color.primaryText,
        fontWeight: vars.font.weight.semibold,
      },
      '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
    '@media': { [forcedColors]: { selectors: { '&[aria-current="page"]': forcedSelected } } },
  },
]);

export const actionButton = style([
  focusRing,
  {
    margin: `${vars.space.sm} ${vars.space.lg}`,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
  },
]);

export const text = style({ display: 'grid', flex: 1, minWidth: 0 });
/**
 * A title wraps rather than end in an ellipsis: the menu's width is fixed, and with text at 200 %
 * (WCAG 1.4.4) or a long goal name the end of the title would be lost.
 */
export const title = style({ overflowWrap: 'anywhere' });
export const subtitle = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const compactItem = style({
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
});

export const badge = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  background: vars.color.accent,
  color: vars.color.onAccent,
});
export const badgeNew = style({ background: vars.color.success, color: vars.color.onSuccess });

export const groupTitle = style({
  display: 'block',
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xs}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
});

export const divider = style({
  height: 1,
  margin: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceSunken,
});
export const spacer = style({ flex: 1, minHeight: vars.space.lg });
export const chevron = style({ transition: 'transform 150ms ease', flexShrink: 0 });
export const chevronOpen = style({ transform: 'rotate(180deg)' });

export const flyout = style([
  forcedEdge,
  {
    minWidth: 220,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    padding: `${vars.space.xs} 0`,
    zIndex: 45,
  },
]);

export const slot = style({ padding: `${vars.space.sm} ${vars.space.lg}` });
