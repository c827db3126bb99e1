import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const root = style({ display: 'flex', minHeight: '100vh', background: vars.color.background });
export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const content = style({ flex: 1 });
