import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

/** A column of blocks: a grid, so a child's margin never adds to the gap, and a child may shrink. */
const stackBase = style({ display: 'grid', minWidth: 0 });

export const stack = styleVariants(vars.space, (gap) => [stackBase, { gap }]);

/** A list laid out as a stack: no bullets, no indent (its items say what they are). */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A row that wraps (buttons, tags). */
const inlineBase = style({ display: 'flex', flexWrap: 'wrap' });

export const inline = styleVariants(vars.space, (gap) => [inlineBase, { gap }]);

/** Equal columns from the small breakpoint up, one column on a phone. */
const tilesBase = style({ display: 'grid' });

export const tilesGap = styleVariants(vars.space, (gap) => [tilesBase, { gap }]);

export const tilesColumns = styleVariants({ 2: 2 } as const, (count) => ({
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } },
}));
