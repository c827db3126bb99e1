import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 64,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  transition: 'box-shadow 150ms ease',
  selectors: { '&[data-scrolled="true"]': { boxShadow: vars.shadow.raised } },
});
export const center = style({ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 });
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
});
