import { style } from '@vanilla-extract/css';
import { forcedEdge } from '../styles/forcedColors.css.ts';
import { focusRingOnColor } from '../styles/utilities.css.ts';
import { mediaQueries } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

export const viewport = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.lg,
  transform: 'translateX(-50%)',
  width: 'calc(100vw - 32px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  zIndex: 60,
  outline: 'none',
  '@media': { [mediaQueries.sm]: { width: 'auto', minWidth: 344, maxWidth: 560 } },
});

export const root = style([
  forcedEdge,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontFamily: vars.font.family.body,
    boxShadow: vars.shadow.overlay,
  },
]);

export const message = style({ flex: 1, margin: 0 });

export const action = style([
  focusRingOnColor,
  {
    border: 'none',
    background: 'transparent',
    color: vars.color.onAccent,
    font: 'inherit',
    fontWeight: vars.font.weight.bold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    cursor: 'pointer',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
  },
]);
