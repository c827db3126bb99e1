import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  overflow: 'hidden',
  zIndex: 80,
  background: vars.color.primarySoft,
});

export const bar = style({
  width: '40%',
  height: '100%',
  background: vars.color.primary,
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.8 } },
});
