import * as styles from './ProgressBar.css.ts';

/**
 * How far along something is (a goal towards its target), from 0 to 1: the native `progress`, so a
 * screen reader says the percentage; its name says of what.
 */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return <progress className={styles.progress} max={1} value={value} aria-label={label} />;
}

/** A share of a whole (an asset class in a strategy), from 0 to 1: the native `meter`. */
export function Meter({ value, label }: { value: number; label: string }) {
  return <meter className={styles.meter} min={0} max={1} value={value} aria-label={label} />;
}
