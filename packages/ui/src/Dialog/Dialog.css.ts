import { keyframes, style } from '@vanilla-extract/css';
import { forcedEdge } from '../styles/forcedColors.css.ts';
import { focusRing } from '../styles/utilities.css.ts';
import { mediaQueries } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 50,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style([
  forcedEdge,
  {
    position: 'fixed',
    zIndex: 51,
    left: '50%',
    top: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 32px)',
    overflowY: 'auto',
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.overlay,
    padding: vars.space.xl,
    display: 'grid',
    gap: vars.space.md,
    '@media': { [mediaQueries.sm]: { width: 480 } },
    selectors: { '&:focus': { outline: 'none' } },
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  paddingRight: 32,
});
export const description = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const close = style([
  focusRing,
  {
    position: 'absolute',
    top: vars.space.md,
    right: vars.space.md,
    width: 32,
    height: 32,
    display: 'grid',
    placeItems: 'center',
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
    },
  },
]);
