import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';
import { rowHeadCell } from '../../kit/details.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const product = style([rowHeadCell, { fontWeight: vars.font.weight.semibold }]);

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
