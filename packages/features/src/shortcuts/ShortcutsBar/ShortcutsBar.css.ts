import { cardSurface, focusRing, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const root = style([cardSurface, { display: 'grid', gap: vars.space.md }]);
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});
export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
    minHeight: 40,
    color: vars.color.primaryText,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    borderRadius: vars.radius.pill,
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);
export const remove = style([
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken } },
  },
]);
export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const picker = style({ flex: '1 1 14rem', maxWidth: '22rem' });
