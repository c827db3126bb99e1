import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The contract's text: a region of its own that scrolls, reachable by keyboard. */
export const contractText = style({
  maxHeight: '50vh',
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  lineHeight: 1.5,
});

export const contractHeading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.md });
