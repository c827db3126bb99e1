import { cardSurface, mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/**
 * What starts below the first screen on a phone is laid out and painted when it comes near, not
 * with the balance: the dashboard's first layout was a 130 ms task on a phone's CPU (Lighthouse's
 * 4x), most of it text nobody could see yet. `auto` remembers each part's real height once drawn.
 * Only the height is a placeholder: `contain-intrinsic-size: auto 480px` sets the width too, and a
 * 480 px wide part made the whole page that wide on a phone until it was drawn (the layout shift
 * Lighthouse saw in the balance's figures and the chart's legend).
 */
export const belowTheFold = style({ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 480px' });

export const card = style([cardSurface, { display: 'grid', gap: vars.space.md }]);

export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  wordBreak: 'break-all',
});

/** Goals and movements side by side on wide screens, one under the other on a phone. */
export const columns = style([
  belowTheFold,
  {
    display: 'grid',
    gap: vars.space.xl,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [mediaQueries.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' },
    },
  },
]);

/** Insurance and who is signed in: last on the page. */
export const lower = style([belowTheFold, { display: 'grid', gap: vars.space.xl }]);

export const more = style({
  justifySelf: 'start',
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.medium,
});
