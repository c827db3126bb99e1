import { vars } from '@portal/ui';
import { styleVariants } from '@vanilla-extract/css';

export const status = styleVariants({
  active: { color: vars.color.success },
  'in-review': { color: vars.color.text },
});
