import { style } from '@vanilla-extract/css';
import { textField } from '../styles/utilities.css.ts';
import { vars } from '../tokens/theme.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start', minWidth: 0 });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const control = style([textField, { width: '100%', minHeight: 44, minWidth: 0 }]);

export const invalid = style({ borderColor: vars.color.danger });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });
