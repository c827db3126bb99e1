import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The steps of a company's application, numbered, with room between. */
export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});
