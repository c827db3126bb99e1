import { globalStyle, style } from '@vanilla-extract/css';
import { forcedColors, forcedSelected } from '../styles/forcedColors.css.ts';
import { focusRing } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

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

/** Pills that wrap (days, times, ways to meet): short options, many of them. */
export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const pillOption = style({ position: 'relative', display: 'inline-flex' });

/** The native radio stays (keyboard, screen readers), laid over the pill that draws it. */
export const pillRadio = style([
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

globalStyle(`${pillRadio}:checked + ${pill}`, {
  borderColor: vars.color.primary,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

globalStyle(`${pillRadio}:focus-visible + ${pill}`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

globalStyle(`${pillRadio}:checked + ${pill}`, { '@media': { [forcedColors]: forcedSelected } });

globalStyle(`${pillRadio}:focus-visible + ${pill}`, {
  '@media': { [forcedColors]: { outlineColor: 'Highlight' } },
});
