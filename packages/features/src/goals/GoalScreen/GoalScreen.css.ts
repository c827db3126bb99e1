import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** "Ver todos los movimientos de esta meta": a link under the card's list. */
export const moreLink = style({
  justifySelf: 'start',
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.medium,
});
