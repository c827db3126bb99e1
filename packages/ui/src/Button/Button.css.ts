import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/utilities.css.ts';
import { mediaQueries } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';

const base = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: 40,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    font: 'inherit',
    // The same look on links that act as buttons (a router Link to the next step).
    textDecoration: 'none',
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
      '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
]);

/** Working on what was asked: the pointer says so (it looks disabled through `aria-disabled`). */
export const busy = style({ selectors: { '&[aria-disabled="true"]': { cursor: 'progress' } } });

/** The button's tones, for links that look like buttons: `<Link className={buttonTone.primary}>`. */
export const tone = styleVariants({
  primary: [base, { background: vars.color.primary, color: vars.color.onPrimary }],
  secondary: [
    base,
    { background: vars.color.surface, color: vars.color.primaryText, borderColor: vars.color.border },
  ],
  danger: [base, { background: vars.color.danger, color: vars.color.onDanger }],
  ghost: [base, { background: 'transparent', color: vars.color.primaryText }],
});

/** A step's main button: the column's full width on a phone (an easy thumb), its own from the small breakpoint up. */
export const phoneWide = style({
  justifySelf: 'stretch',
  '@media': { [mediaQueries.sm]: { justifySelf: 'start' } },
});
