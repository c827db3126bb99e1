import { focusRing, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

/** Articles divided by a rule, none after the last. */
export const item = style({
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBottom: 0 } },
});

export const article = style({ display: 'grid', gap: vars.space.xs });

export const external = style({ marginInlineStart: vars.space.xs, verticalAlign: 'baseline' });

export const category = style({
  margin: 0,
  color: vars.color.primaryText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const link = style([focusRing, { color: 'inherit', textUnderlineOffset: 3 }]);

export const summary = style({ margin: 0 });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
