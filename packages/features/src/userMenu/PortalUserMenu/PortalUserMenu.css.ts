import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/**
 * Where the menu's trigger will be while the client is on the way: the trigger's own box (a 40 px
 * avatar in 2 px of padding), so the header's buttons do not move when it arrives.
 */
export const pending = style({
  display: 'block',
  flexShrink: 0,
  width: 40,
  height: 40,
  margin: 2,
  borderRadius: '50%',
  background: vars.color.primarySoft,
});

/** The trigger when the client's data could not be read: an avatar's circle with a person in it. */
export const unknown = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});
