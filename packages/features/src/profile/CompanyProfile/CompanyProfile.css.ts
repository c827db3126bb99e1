import { vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const status = styleVariants({
  active: { color: vars.color.success },
  'in-review': { color: vars.color.text },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const section = style({ display: 'grid', gap: vars.space.md });
