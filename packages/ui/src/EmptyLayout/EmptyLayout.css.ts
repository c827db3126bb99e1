import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const root = style({ minHeight: '100vh', background: vars.color.background });
export const centered = style({ display: 'grid', placeItems: 'center', padding: vars.space.lg });
