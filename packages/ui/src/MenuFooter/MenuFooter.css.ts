import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const avatar = style({
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: '50%',
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.bold,
});
export const text = style({ display: 'grid', minWidth: 0 });
export const name = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const email = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
