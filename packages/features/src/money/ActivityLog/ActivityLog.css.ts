import { focusRing, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const note = style({ margin: 0, fontSize: vars.font.size.sm });

export const failed = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });

/** Focused after a page change (tabIndex −1), so reading goes on from the list's top. */
export const results = style([
  focusRing,
  {
    borderRadius: vars.radius.sm,
    selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
  },
]);

export const emptyAction = style({ display: 'flex', justifyContent: 'center' });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pageOf = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
