import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The plot keeps its height before it is measured, so nothing below it moves (CLS). */
const plotBase = style({ position: 'relative', width: '100%', minWidth: 0, touchAction: 'pan-y' });
export const plot = styleVariants({
  regular: [plotBase, { height: 240 }],
  compact: [plotBase, { height: 160 }],
});

export const svg = style({ display: 'block', overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: 11,
});

export const line = styleVariants({
  value: { fill: 'none', stroke: vars.color.primary, strokeWidth: 2, strokeLinejoin: 'round' },
  reference: {
    fill: 'none',
    stroke: vars.color.textMuted,
    strokeWidth: 1.5,
    strokeDasharray: '4 3',
    strokeLinejoin: 'round',
  },
});

export const area = style({ fill: vars.color.primarySoft, stroke: 'none', opacity: 0.7 });

export const crosshair = style({ stroke: vars.color.textMuted, strokeWidth: 1 });

export const dot = styleVariants({
  value: { fill: vars.color.primary, stroke: vars.color.surface, strokeWidth: 2 },
  reference: { fill: vars.color.textMuted, stroke: vars.color.surface, strokeWidth: 2 },
});

/** What the pointer is over: a line of text above the plot (the table says the same to screen readers). */
export const readout = style({
  minHeight: '1.5em',
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = styleVariants({
  value: { width: 16, height: 3, borderRadius: 2, background: vars.color.primary },
  reference: { width: 16, height: 0, borderTop: `2px dashed ${vars.color.textMuted}` },
});

export const tableToggle = style([
  focusRing,
  {
    justifySelf: 'start',
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.primaryText,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);

export const tableWrap = style({ maxHeight: 320, overflow: 'auto', borderRadius: vars.radius.sm });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  padding: `${vars.space.xs} 0`,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start' } },
});

export const headCell = style([cell, { position: 'sticky', top: 0, background: vars.color.surface }]);
