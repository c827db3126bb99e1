import { cardSurface, mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQueries.sm]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

/**
 * What starts below the first screen on a phone is laid out and painted when it comes near, not
 * with the balance: the dashboard's first layout was a 130 ms task on a phone's CPU (Lighthouse's
 * 4x), most of it text nobody could see yet. `auto` remembers each part's real height once drawn.
 * Only the height is a placeholder: `contain-intrinsic-size: auto 480px` sets the width too, and a
 * 480 px wide part made the whole page that wide on a phone until it was drawn (the layout shift
 * Lighthouse saw in the balance's figures and the chart's legend).
 */
export const belowTheFold = style({ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 480px' });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const card = style([cardSurface, { display: 'grid', gap: vars.space.md }]);

export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  wordBreak: 'break-all',
});

export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
/** A plain value in a description list (the browser indents <dd> by default). */
export const value = style({ margin: 0 });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

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

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
