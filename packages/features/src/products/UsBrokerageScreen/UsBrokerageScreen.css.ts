import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** What an account in the US brings, numbered, with room between. */
export const benefits = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});
