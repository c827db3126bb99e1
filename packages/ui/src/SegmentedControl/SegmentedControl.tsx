import { useId } from 'react';
import * as styles from './SegmentedControl.css.ts';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  /** A longer name for screen readers ("1 mes" for "1M"). */
  accessibleLabel?: string;
}

export interface SegmentedControlProps<T extends string> {
  /** What is being chosen ("Periodo del gráfico"). */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One choice among a few, shown as segments (the chart's periods). Native radio buttons underneath:
 * arrow keys move the choice, Tab leaves the group, and screen readers announce "1 of 5".
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            className={styles.input}
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            aria-label={option.accessibleLabel}
          />
          <span className={styles.face} aria-hidden={option.accessibleLabel ? true : undefined}>
            {option.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
