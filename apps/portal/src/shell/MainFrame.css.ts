import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The page's space, kept while the client's data arrives (no layout shift when it does). */
export const pending = style({ minHeight: '60vh', padding: vars.space.xl });
