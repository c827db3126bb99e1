import { buttonTone, focusRing, mediaQueries, vars } from '@portal/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const share = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const block = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });

export const code = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
});

export const url = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const secondary = style([buttonTone.secondary]);

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, max-content))',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 0 } },
});

/** A friend's reward, at the row's end. */
export const amount = style({ textAlign: 'end' });

export const status = styleVariants({
  invited: { color: vars.color.textMuted },
  registered: { color: vars.color.text },
  invested: { color: vars.color.success, fontWeight: vars.font.weight.semibold },
});

export const link = style([focusRing, { color: vars.color.primaryText, textUnderlineOffset: 3 }]);
