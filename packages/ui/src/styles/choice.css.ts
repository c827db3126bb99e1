import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/**
 * A choice drawn as a card (a radio of a group, a checkbox to agree): the native input stays, for
 * the keyboard and screen readers; the whole card is its label.
 */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const choiceInput = style({ marginTop: 3, accentColor: vars.color.primary, flexShrink: 0 });

/** A title with its description under it. */
export const choiceText = style({ display: 'grid', gap: vars.space.xxs });

export const choiceTitle = style({ fontWeight: vars.font.weight.semibold });

export const choiceDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** A hint or an error under (or over) a group of choices. */
export const groupHint = style([choiceDescription]);

export const groupError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
