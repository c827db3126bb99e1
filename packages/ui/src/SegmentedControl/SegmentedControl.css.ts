import { style } from '@vanilla-extract/css';
import { forcedColors, forcedSelected } from '../styles/forcedColors.css.ts';
import { vars } from '../tokens/theme.css.ts';

export const group = style({
  display: 'inline-flex',
  justifySelf: 'start',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xxs,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  minWidth: 0,
  // The sunken track is a fill alone: under forced colours it gets an edge.
  '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
});

export const legend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const option = style({ position: 'relative', display: 'inline-flex' });

/** The radio itself stays in place (native keys: arrows move, Tab leaves) but is not drawn. */
export const input = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

export const face = style({
  minWidth: 44,
  minHeight: 32,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  selectors: {
    [`${input}:checked + &`]: {
      background: vars.color.surface,
      color: vars.color.primaryText,
      boxShadow: vars.shadow.raised,
    },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
  '@media': {
    [forcedColors]: {
      selectors: {
        [`${input}:checked + &`]: forcedSelected,
        [`${input}:focus-visible + &`]: { outlineColor: 'Highlight' },
      },
    },
  },
});
