import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const searchForm = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md });
