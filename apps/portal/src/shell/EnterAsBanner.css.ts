import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const text = style({ margin: 0, fontWeight: vars.font.weight.semibold });
