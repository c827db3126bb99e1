import { mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const stepHead = style({ display: 'grid', gap: vars.space.xxs });

export const stepCount = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const stepTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:focus': { outline: 'none' } },
});

/** The currency sign sits inside the field, before the figures. */
export const amountBox = style({ position: 'relative', display: 'block' });

export const prefix = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  pointerEvents: 'none',
});

export const amountInput = style({
  width: '100%',
  paddingInlineStart: `calc(${vars.space.md} + 2.5ch)`,
  fontSize: vars.font.size.lg,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The bank's data, a row each: the label, the value and its copy button. */
export const transfer = style({ display: 'grid', margin: 0 });

export const transferRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: '12rem minmax(0, 1fr)', alignItems: 'center' },
  },
});

export const transferLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const transferValue = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const summary = style({ display: 'grid', margin: 0 });

export const summaryRow = style([transferRow]);

export const summaryValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.medium });

export const submit = style({
  justifySelf: 'stretch',
  '@media': { [mediaQueries.sm]: { justifySelf: 'start' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Choices drawn as cards (partial or total, which account): the native radio stays, for keys and readers. */
export const choices = style({
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

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const choiceInput = style({ marginTop: 3, accentColor: vars.color.primary, flexShrink: 0 });

export const choiceText = style({ display: 'grid', gap: vars.space.xxs });

export const choiceTitle = style({ fontWeight: vars.font.weight.semibold });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

/** A comparison table that scrolls sideways on a narrow phone instead of squeezing its figures. */
export const tableScroll = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.sm,
});

const cell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const headCell = style([
  cell,
  { color: vars.color.textMuted, fontWeight: vars.font.weight.medium, paddingInlineStart: 0 },
]);

export const headCellEnd = style([
  cell,
  { color: vars.color.textMuted, fontWeight: vars.font.weight.medium, textAlign: 'end' },
]);

export const rowHead = style([cell, { fontWeight: vars.font.weight.regular, paddingInlineStart: 0 }]);

export const figure = style([cell, { textAlign: 'end', fontWeight: vars.font.weight.semibold }]);

/** The projection's place while its chart's code loads: the chart's own height, so nothing jumps. */
export const chartPlaceholder = style({
  height: 160,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/** The contract's text: a region of its own that scrolls, reachable by keyboard. */
export const contractText = style({
  maxHeight: '50vh',
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  lineHeight: 1.5,
});

export const contractHeading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.md });

/** A long value (an email) wraps; its copy button never shrinks. */
export const transferText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const copy = style({ flexShrink: 0 });

/**
 * A file field in the portal's words (the browser's own "Choose File" speaks the browser's
 * language, not the page's): the native input, visually hidden but focusable, and its picker label
 * drawn as a button that shows the input's focus ring.
 */
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const filePicker = style({
  justifySelf: 'start',
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${fileInput}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
  },
});

export const fileRow = style({ position: 'relative', display: 'grid' });

/** A password field with its show/hide button beside it. */
export const passwordRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  alignItems: 'center',
});

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

/** Read by screen readers, not drawn. */
export const hiddenText = style([fileInput]);
