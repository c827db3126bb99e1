import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
export const message = style({ margin: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: 24,
  height: 24,
  borderRadius: '50%',
  border: `3px solid ${vars.color.surfaceSunken}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
  // Stands still for someone who asked for less motion: the text beside it says it is loading.
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
