import type { User } from '@portal/platform';
import { Link } from 'react-router';
import * as styles from './InsuranceRows.css.ts';

/** The client's insurance contracts as rows linking to their page. */
export function InsuranceRows({ contracts }: { contracts: NonNullable<User['insuranceContracts']> }) {
  return (
    <ul className={styles.list}>
      {contracts.map((contract) => (
        <li key={contract.id} className={styles.row}>
          <Link className={styles.rowLink} to={`/insurances/${contract.id}`}>
            {contract.product.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
