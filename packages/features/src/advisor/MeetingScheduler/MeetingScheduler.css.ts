import { focusRing, vars } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
});

/** Choices as pills that wrap: days, times, ways to meet. */
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const option = style({ position: 'relative', display: 'inline-flex' });

/** The native radio stays (keyboard, screen readers), drawn as the pill around its label. */
export const radio = style([
  focusRing,
  { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
]);

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${radio}:checked + ${pill}`, {
  borderColor: vars.color.primary,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

globalStyle(`${radio}:focus-visible + ${pill}`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

export const textarea = style({ minHeight: 96, resize: 'vertical' });

export const error = style({ margin: 0, color: vars.color.danger });

export const done = style({ display: 'grid', gap: vars.space.md });

export const doneTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const submit = style({ justifySelf: 'start' });
