import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css.ts';

export interface DescriptionRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** A control for the value (copy it), at the row's end. */
  action?: ReactNode;
}

/** Facts as label and value rows (a summary before confirming, the bank's data to transfer to). */
export function DescriptionList({
  label,
  rows,
  testIdPrefix,
}: {
  label: string;
  rows: readonly DescriptionRow[];
  /** Each value's test id is this followed by its row's key. */
  testIdPrefix?: string;
}) {
  return (
    <dl className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.term}>{row.label}</dt>
          {row.action ? (
            <dd className={styles.valueWithAction}>
              <span
                className={styles.valueText}
                data-testid={testIdPrefix ? `${testIdPrefix}${row.key}` : undefined}
              >
                {row.value}
              </span>
              <span className={styles.action}>{row.action}</span>
            </dd>
          ) : (
            <dd className={styles.value} data-testid={testIdPrefix ? `${testIdPrefix}${row.key}` : undefined}>
              {row.value}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
