import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The password rules, ticked as they are met. */
export const rules = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});
export const rule = style({ color: vars.color.textMuted });
export const ruleMet = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
