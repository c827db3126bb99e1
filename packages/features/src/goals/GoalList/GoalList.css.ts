import { focusRingInset, vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: 0, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 0 } },
});

export const link = style([
  focusRingInset,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: `${vars.space.xs} ${vars.space.md}`,
    padding: `${vars.space.md} 0`,
    color: 'inherit',
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
    },
  },
]);

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

/** The goal's whole name, on two lines if it needs them (a phone cut "Fondo de emergencia" to "Fondo de em…"). */
export const title = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const capital = style({ fontWeight: vars.font.weight.semibold });

export const change = styleVariants({
  gain: { color: vars.color.success, fontSize: vars.font.size.sm },
  loss: { color: vars.color.danger, fontSize: vars.font.size.sm },
  flat: { color: vars.color.textMuted, fontSize: vars.font.size.sm },
});

export const progress = style({ gridColumn: '2 / -1', display: 'grid', gap: 4 });

export const bar = style({
  width: '100%',
  height: 6,
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.color.primary,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.color.primary, borderRadius: vars.radius.pill },
    '&::-moz-progress-bar': { background: vars.color.primary },
  },
});

export const star = style({ color: vars.color.accent });

/** A row with its star button beside the link (the button is not inside the link). */
export const itemWithStar = style([
  item,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.xs },
]);

export const starOn = style({ color: vars.color.accent });

export { meta, numbers, text } from '../../kit/moneyRow.css.ts';
