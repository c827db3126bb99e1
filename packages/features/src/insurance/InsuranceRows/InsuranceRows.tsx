import type { User } from '@portal/platform';
import { Item, ItemList, itemLink } from '@portal/ui';
import { Link } from 'react-router';

/** The client's insurance contracts as rows linking to their page. */
export function InsuranceRows({ contracts }: { contracts: NonNullable<User['insuranceContracts']> }) {
  return (
    <ItemList>
      {contracts.map((contract) => (
        <Item key={contract.id}>
          <Link className={itemLink} to={`/insurances/${contract.id}`}>
            {contract.product.title}
          </Link>
        </Item>
      ))}
    </ItemList>
  );
}
