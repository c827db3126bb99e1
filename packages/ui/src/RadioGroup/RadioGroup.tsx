import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { Tiles } from '../Stack/Stack.tsx';
import * as choice from '../styles/choice.css.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line under the label that tells the options apart. */
  description?: ReactNode;
}

export interface RadioGroupProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'children' | 'checked'> {
  legend: ReactNode;
  options: readonly RadioOption[];
  /** Read with the group, shown under its legend. */
  hint?: ReactNode;
  /** What is wrong (nothing chosen); marks the group invalid and is read with it. */
  error?: ReactNode;
  /** The chosen value, for a group the page holds itself; leave it out for a form library's. */
  checkedValue?: string;
  /** Cards, two to a row from the small breakpoint up. */
  columns?: 1 | 2;
  /** Cards with a description, or pills that wrap (many short options: days, times). */
  appearance?: 'card' | 'pill';
}

/**
 * One choice among a few, each drawn as a card: a fieldset named by its legend, native radios (the
 * arrows move the choice, a screen reader counts the options), its hint and error read with it.
 * The input props (a form library's registration: name, ref, onChange, onBlur) go on every radio.
 */
export function RadioGroup({
  legend,
  options,
  hint,
  error,
  checkedValue,
  columns = 1,
  appearance = 'card',
  className,
  ...input
}: RadioGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const checked = (value: string) => (checkedValue === undefined ? undefined : checkedValue === value);
  const radios =
    appearance === 'pill' ? (
      <div className={styles.pills}>
        {options.map((option) => (
          <label key={option.value} className={styles.pillOption}>
            <input
              type="radio"
              value={option.value}
              className={styles.pillRadio}
              checked={checked(option.value)}
              {...input}
            />
            <span className={styles.pill}>{option.label}</span>
          </label>
        ))}
      </div>
    ) : (
      options.map((option) => (
        <label key={option.value} className={choice.choice}>
          <input
            type="radio"
            value={option.value}
            className={choice.choiceInput}
            checked={checked(option.value)}
            {...input}
          />
          {option.description ? (
            <span className={choice.choiceText}>
              <span className={choice.choiceTitle}>{option.label}</span>
              <span className={choice.choiceDescription}>{option.description}</span>
            </span>
          ) : (
            <span className={choice.choiceTitle}>{option.label}</span>
          )}
        </label>
      ))
    );
  return (
    <fieldset
      className={className ? `${styles.group} ${className}` : styles.group}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={choice.groupHint}>
          {hint}
        </p>
      ) : null}
      {columns === 2 && appearance === 'card' ? <Tiles>{radios}</Tiles> : radios}
      {error ? (
        <p id={errorId} className={choice.groupError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
