import { type ReactNode, useId } from 'react';
import * as styles from './Field.css.ts';

/** What a Field hands its control: wire these onto the native input, select or textarea. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** A line under the control that helps fill it in. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** The native control, given its id, style and descriptions. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
  /** The control's id, when the page links to it (an error summary); one is made up otherwise. */
  id?: string;
}

/**
 * A labelled form control: the label above, the native control (so the keyboard, the phone's own
 * pickers and screen readers work as they do everywhere), then its hint and error, both read with it.
 */
export function Field({ label, hint, error, children, className, id: givenId }: FieldProps) {
  const madeUp = useId();
  const id = givenId ?? madeUp;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: error ? `${styles.control} ${styles.invalid}` : styles.control,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
