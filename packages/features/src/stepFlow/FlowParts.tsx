import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../kit/form.css.ts';

/** Steps the client counts in a money flow: the confirmation is not one of them. */
export const countedSteps = 3;

/**
 * A flow step's heading with "Paso n de 3" above it. Later steps take the focus when they appear,
 * so a screen reader says where the client is; the first keeps the page's order (its field takes
 * the focus).
 */
export function StepHeading({
  number,
  title,
  id,
  total = countedSteps,
}: {
  /** 1-based; the confirmation (past the counted steps) shows no count. */
  number: number;
  title: ReactNode;
  id?: string;
  /** How many steps the client counts (the confirmation is not one). */
  total?: number;
}) {
  const { t } = useTranslation('features');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (number > 1) heading.current?.focus();
  }, [number]);
  return (
    <div className={styles.stepHead}>
      {number <= total ? (
        <p className={styles.stepCount}>{t('flows.stepOf', { step: number, total })}</p>
      ) : null}
      <h2 ref={heading} id={id} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h2>
    </div>
  );
}

/** Facts as label and value rows (a summary). */
export function FactRows({
  label,
  rows,
}: {
  label: string;
  rows: { key: string; label: string; value: ReactNode }[];
}) {
  return (
    <dl className={styles.summary} aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} className={styles.summaryRow}>
          <dt className={styles.transferLabel}>{row.label}</dt>
          <dd className={styles.summaryValue} data-testid={`summary-${row.key}`}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Field errors the server gave (HTTP 422), set on their fields once they arrive, the first of
 * `fields` (the form's order) focused. Runs when the errors change, not on every render, so typing
 * afterwards is not interrupted.
 */
export function useServerErrors(
  errors: Record<string, string> | null,
  fields: readonly string[],
  setError: (field: string, message: string, focus: boolean) => void,
) {
  const latest = useRef(setError);
  latest.current = setError;
  useEffect(() => {
    if (!errors) return;
    const first = fields.find((field) => errors[field]);
    for (const field of fields) {
      const message = errors[field];
      if (message) latest.current(field, message, field === first);
    }
  }, [errors, fields]);
}
