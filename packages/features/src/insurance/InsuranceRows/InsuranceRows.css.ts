import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** What the insurance list says beside its rows (none yet). */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
