import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

// The rows are the design system's (ItemList); these are the rows' own figures. Its own, not shared
// with the insurance rows: a shared features style sheet became a chunk of its own, one more file
// for the dashboard's early preload (the early start's 2 KB budget).

export const amount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
