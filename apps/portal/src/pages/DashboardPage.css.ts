import { vars } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
});

export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  wordBreak: 'break-all',
});

export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
/** A plain value in a description list (the browser indents <dd> by default). */
export const value = style({ margin: 0 });
