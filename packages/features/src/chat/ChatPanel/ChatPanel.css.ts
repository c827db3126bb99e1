import { focusRing, textField, vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const chatButton = style([
  focusRing,
  {
    width: '100%',
    display: 'grid',
    gap: 2,
    textAlign: 'left',
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.background } },
  },
]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const preview = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const conversation = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const messages = style({ width: '100%', maxHeight: '40vh', overflowY: 'auto' });
const bubble = {
  display: 'grid',
  gap: 2,
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
} as const;
export const mine = style({ ...bubble, justifySelf: 'end', background: vars.color.background });
export const theirs = style({ ...bubble, justifySelf: 'start', border: `1px solid ${vars.color.border}` });

export const form = style({ display: 'grid', gap: vars.space.sm, width: '100%' });
export const label = style({ fontWeight: vars.font.weight.semibold });
export const field = style([textField, { width: '100%', resize: 'vertical' }]);
