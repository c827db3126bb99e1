import { focusRing, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** Articles divided by a rule, none after the last. */
export const item = style({
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBottom: 0 } },
});

export const article = style({ display: 'grid', gap: vars.space.xs });

export const external = style({ marginInlineStart: vars.space.xs, verticalAlign: 'baseline' });

export const link = style([focusRing, { color: 'inherit', textUnderlineOffset: 3 }]);
