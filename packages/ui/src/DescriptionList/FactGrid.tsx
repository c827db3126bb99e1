import type { DescriptionRow } from './DescriptionList.tsx';
import * as styles from './FactGrid.css.ts';

/**
 * Facts as a label over its value, laid out in columns (a product's terms, a policy, a company's
 * legal data): as many as fit, up to three, or up to two a row; two a row on a phone.
 */
export function FactGrid({
  facts,
  columns,
  testIdPrefix,
}: {
  facts: readonly Omit<DescriptionRow, 'action'>[];
  columns: keyof typeof styles.columns;
  /** Each value's test id is this followed by its fact's key. */
  testIdPrefix?: string;
}) {
  return (
    <dl className={`${styles.grid} ${styles.columns[columns]}`}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value} data-testid={testIdPrefix ? `${testIdPrefix}${fact.key}` : undefined}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
