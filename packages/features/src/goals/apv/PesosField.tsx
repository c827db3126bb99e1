import { TextField } from '@portal/ui';
import type { ReactNode } from 'react';

/**
 * A figure in pesos the client types for an estimate only (an income, a year's savings): held by the
 * page that asks, never a form's field, never sent or kept.
 */
export function PesosField({
  label,
  hint,
  value,
  onChange,
}: {
  label: ReactNode;
  hint: ReactNode;
  value: string;
  onChange: (typed: string) => void;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      prefix="$"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
