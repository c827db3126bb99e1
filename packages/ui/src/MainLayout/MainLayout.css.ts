import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const root = style({ display: 'flex', minHeight: '100vh', background: vars.color.background });
export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
/**
 * At least a screen tall: the footer starts below the first screen, so content arriving (or a page
 * shorter than the screen) never moves it within view (CLS), and it is never the largest thing on
 * the first screen while the page's own content loads.
 */
export const content = style({ flex: 1, minHeight: '100dvh' });
