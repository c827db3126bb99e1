import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css.ts';
import { vars } from '../tokens/theme.css.ts';

/** The sign sits inside the field, before the figures. */
export const prefixBox = style({ position: 'relative', display: 'block' });

export const prefix = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  pointerEvents: 'none',
});

/** Composed after the field's own control, so its padding and size win. */
export const prefixed = style([
  control,
  {
    width: '100%',
    paddingInlineStart: `calc(${vars.space.md} + 2.5ch)`,
    fontSize: vars.font.size.lg,
    fontVariantNumeric: 'tabular-nums',
  },
]);

/** The field with a button beside it (show the password). */
export const withAction = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  alignItems: 'center',
});
