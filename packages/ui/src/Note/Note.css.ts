import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const note = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/**
 * The note's gap spaces its paragraphs: a paragraph's own margin (1em above and below) left a blank
 * line at the top and bottom of a note that holds one (the deposit's "se invierte el…").
 */
globalStyle(`${note} > p`, { margin: 0 });
