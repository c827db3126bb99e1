import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const button = style({ justifySelf: 'start' });
export const hiddenInput = style({ display: 'none' });
