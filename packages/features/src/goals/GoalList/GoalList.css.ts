import { buttonTone, focusRingInset, mediaQueries, vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

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
      // The page's own background, not the sunken surface: the green of a gain is 4.07:1 on that,
      // under the 4.5:1 its small text needs; on this it is 4.58:1 in every theme (themes.test.ts).
      '&:hover': { background: vars.color.background },
    },
  },
]);

export const change = styleVariants({
  gain: { color: vars.color.success, fontSize: vars.font.size.sm },
  loss: { color: vars.color.danger, fontSize: vars.font.size.sm },
  flat: { color: vars.color.textMuted, fontSize: vars.font.size.sm },
});

export const progress = style({ gridColumn: '2 / -1', display: 'grid', gap: 4 });

/** The star in the theme's accent, shown or on its button. */
export const star = style({ color: vars.color.accent });

/** A row with its star button beside the link (the button is not inside the link). */
export const itemWithStar = style([
  item,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.xs },
]);

/**
 * A row with a second way beside its link (a product's page: deposit): beside it from a tablet up;
 * on a phone under it, at the start, so the goal's name and figures keep the row's width.
 */
export const itemWithAction = style([
  item,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    paddingBottom: vars.space.md,
    '@media': {
      [mediaQueries.sm]: {
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: vars.space.md,
        paddingBottom: 0,
      },
    },
  },
]);

export const rowAction = style([buttonTone.secondary, { justifySelf: 'start' }]);
