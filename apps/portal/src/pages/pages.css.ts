import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const amount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const searchForm = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md });
