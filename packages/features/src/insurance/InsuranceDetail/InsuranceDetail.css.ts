import { vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const status = styleVariants({
  active: { color: vars.color.success },
  cancelled: { color: vars.color.danger },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });
