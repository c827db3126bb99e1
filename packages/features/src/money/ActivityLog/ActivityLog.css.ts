import { focusRing, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

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
