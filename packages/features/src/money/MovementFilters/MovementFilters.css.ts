import { mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'block' });

/**
 * Two columns on a phone (the goal across both); four on a wide screen: the goal over two, type and
 * status, then the dates and "Limpiar filtros" below. Each select is wide enough for its longest option.
 */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const wide = style({
  gridColumn: '1 / -1',
  '@media': { [mediaQueries.lg]: { gridColumn: 'span 2' } },
});

export const clear = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  '@media': { [mediaQueries.lg]: { gridColumn: 'auto' } },
});
