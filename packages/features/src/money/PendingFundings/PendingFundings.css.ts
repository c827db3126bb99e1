import { focusRing, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

// Its own, not shared with the insurance rows it looks like: a shared style sheet became a chunk of
// its own, one more file for the dashboard's early preload (the early start's 2 KB budget).

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.surfaceSunken}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const rowLink = style([
  focusRing,
  { color: vars.color.primaryText, fontWeight: vars.font.weight.semibold, textDecoration: 'none' },
]);

export const amount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
