import { style } from '@vanilla-extract/css';
import { headerHeight } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: headerHeight,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.surfaceSunken}`,
});
export const spacer = style({ flex: 1 });
// The page brings its own width and padding (ui Page).
export const content = style({ flex: 1, width: '100%' });
