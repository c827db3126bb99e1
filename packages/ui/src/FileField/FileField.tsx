import type { ComponentPropsWithRef, ReactNode } from 'react';
import { tone } from '../Button/Button.css.ts';
import { Field } from '../Field/Field.tsx';
import * as styles from './FileField.css.ts';

export interface FileFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  /** What to send, or the file chosen and its size, or its upload in progress. */
  hint?: ReactNode;
  error?: ReactNode;
  /** The picker's words ("Elegir archivo", "Reemplazar"). */
  pickLabel: ReactNode;
  className?: string;
}

/**
 * A file field in the portal's words: the browser's own "Choose File" speaks the browser's
 * language, not the page's. The native input stays (focus, keyboard, screen readers), hidden; its
 * label is drawn as a secondary button.
 */
export function FileField({ label, hint, error, pickLabel, className, ...input }: FileFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={input.id}>
      {(control) => (
        <div className={styles.row}>
          <input {...control} {...input} type="file" className={styles.input} />
          <label htmlFor={control.id} className={`${tone.secondary} ${styles.picker}`}>
            {pickLabel}
          </label>
        </div>
      )}
    </Field>
  );
}
