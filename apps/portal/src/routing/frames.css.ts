import { style } from '@vanilla-extract/css';

/** Reserved space while a page's chunk arrives: the frame keeps its size (no layout shift). */
export const pending = style({ minHeight: '60vh' });
