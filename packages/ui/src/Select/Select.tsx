import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../Field/Field.tsx';

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The `option` elements. */
  children: ReactNode;
  /** Classes for the field's wrapper. */
  className?: string;
}

/**
 * A labelled native select (the phone's own picker, the keyboard as everywhere), its hint and
 * error read with it. Spread a form library's registration into it.
 */
export function Select({ label, hint, error, className, children, ...select }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={select.id}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
