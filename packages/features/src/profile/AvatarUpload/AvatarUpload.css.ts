import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const column = style({ display: 'grid', gap: vars.space.xs });
export const button = style({ justifySelf: 'start' });
export const hiddenInput = style({ display: 'none' });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
