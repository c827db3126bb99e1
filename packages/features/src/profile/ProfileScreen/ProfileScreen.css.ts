import { cardSurface, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** "Mi cuenta"'s sections: a raised surface whose heading is a quiet label (the dashboard's "Sesión iniciada como"). */
export const card = style([cardSurface, { display: 'grid', gap: vars.space.md }]);
