import { style } from '@vanilla-extract/css';
import { forcedColors } from '../styles/forcedColors.css.ts';
import { visuallyHidden } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

export const row = style({ position: 'relative', display: 'grid' });

/** The native input: hidden on screen, still focusable and read. */
export const input = style([visuallyHidden]);

/** Its picker, drawn as a button that shows the input's focus ring and error. */
export const picker = style({
  justifySelf: 'start',
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
  },
  '@media': {
    [forcedColors]: { selectors: { [`${input}:focus-visible + &`]: { outlineColor: 'Highlight' } } },
  },
});
