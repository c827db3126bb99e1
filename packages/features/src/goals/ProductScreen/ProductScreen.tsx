import type { ProductCode } from '@portal/platform';
import { useApi } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { ProductOverview } from '../ProductOverview/ProductOverview.tsx';

/**
 * A product's page for the signed-in client (the short-term products, the wallet): what it is, and
 * their goals in it.
 */
export function ProductScreen({ code }: { code: ProductCode }) {
  const user = useQuery(useApi().queries.currentUser()).data;
  if (!user) return null;
  return <ProductOverview code={code} goals={user.goals ?? []} />;
}
