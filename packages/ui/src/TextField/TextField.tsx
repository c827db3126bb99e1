import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../Field/Field.tsx';
import * as styles from './TextField.css.ts';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'prefix'> {
  label: ReactNode;
  /** A line under the field that helps fill it in. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid and is read with it. */
  error?: ReactNode;
  /** A figure's sign drawn inside the field (`$`, `US$`): the figures are drawn large and aligned. */
  prefix?: string;
  /** A button beside the field (show the password). */
  action?: ReactNode;
  /** Classes for the field's wrapper (label, input, hint and error). */
  className?: string;
}

/**
 * A labelled text input, its hint and error read with it. Spread a form library's registration into
 * it (name, ref, onChange, onBlur). Product fields (a RUT, an amount) are built on it.
 */
export function TextField({ label, hint, error, prefix, action, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={input.id}>
      {(control) => {
        if (prefix !== undefined)
          return (
            <span className={styles.prefixBox}>
              <span className={styles.prefix} aria-hidden="true">
                {prefix}
              </span>
              <input {...control} {...input} className={`${control.className} ${styles.prefixed}`} />
            </span>
          );
        if (action)
          return (
            <div className={styles.withAction}>
              <input {...control} {...input} />
              {action}
            </div>
          );
        return <input {...control} {...input} />;
      }}
    </Field>
  );
}
