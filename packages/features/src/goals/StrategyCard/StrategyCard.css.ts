import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const strategy = style({ display: 'grid', gap: vars.space.md });
export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({ display: 'grid', gap: 4 });
export const rowText = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});
export const meter = style({
  width: '100%',
  height: 8,
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  selectors: {
    '&::-webkit-meter-bar': {
      background: vars.color.surfaceSunken,
      border: 0,
      borderRadius: vars.radius.pill,
    },
    '&::-webkit-meter-optimum-value': { background: vars.color.primary, borderRadius: vars.radius.pill },
    '&::-moz-meter-bar': { background: vars.color.primary },
  },
});
