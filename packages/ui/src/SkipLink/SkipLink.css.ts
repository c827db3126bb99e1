import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

/** Hidden until the keyboard reaches it; then on top of everything, at the page's top-left corner. */
export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'fixed',
        top: vars.space.sm,
        left: vars.space.sm,
        zIndex: 100,
        width: 'auto',
        height: 'auto',
        margin: 0,
        clip: 'auto',
        whiteSpace: 'normal',
        padding: `${vars.space.sm} ${vars.space.lg}`,
        borderRadius: vars.radius.md,
        background: vars.color.surface,
        color: vars.color.primaryText,
        fontWeight: vars.font.weight.semibold,
        boxShadow: vars.shadow.overlay,
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: 2,
      },
    },
  },
]);

/** The heading the link leads to takes the focus without drawing a ring (it is no control). */
export const target = style({ selectors: { '&:focus': { outline: 'none' } } });
