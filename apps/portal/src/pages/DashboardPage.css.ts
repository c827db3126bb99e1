import { mediaQueries, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQueries.sm]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [mediaQueries.sm]: { padding: vars.space.xl } },
});

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
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

export const more = style({
  justifySelf: 'start',
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.medium,
});
