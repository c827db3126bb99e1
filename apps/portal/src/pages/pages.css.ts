import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
