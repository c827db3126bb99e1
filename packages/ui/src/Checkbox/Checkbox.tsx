import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import * as styles from '../styles/choice.css.ts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** What the client agrees to or turns on; may hold a link (the terms). */
  label: ReactNode;
  /** What is wrong (not ticked when it must be); marks the box invalid and is read with it. */
  error?: ReactNode;
}

/** A checkbox drawn as a card, its error under it. Spread a form library's registration into it. */
export function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className={className}>
      <label className={styles.choice}>
        <input
          type="checkbox"
          className={styles.choiceInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span className={styles.choiceTitle}>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.groupError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
