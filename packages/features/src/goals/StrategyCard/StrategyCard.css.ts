import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const rowText = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});
