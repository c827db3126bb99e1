import { style } from '@vanilla-extract/css';

export const textarea = style({ minHeight: 96, resize: 'vertical' });

export const submit = style({ justifySelf: 'start' });
