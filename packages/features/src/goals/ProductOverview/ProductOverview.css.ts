import { buttonTone, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const held = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
});

export const start = style([buttonTone.primary, { justifySelf: 'start' }]);
