import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const text = style({ display: 'grid', minWidth: 0 });
export const name = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const email = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
