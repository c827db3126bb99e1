import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export { icon, item, list, text } from '../../kit/moneyRow.css.ts';

export const title = style({ fontWeight: vars.font.weight.medium });

export const failed = style({ color: vars.color.danger, fontSize: vars.font.size.sm });
