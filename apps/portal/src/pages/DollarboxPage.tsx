import { ProductOverview } from '@portal/features';
import { useApi } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { SectionPage } from './SectionPage.tsx';

/** /dollarbox (main layout): the client's wallet (Caja Moneda): what it is, and what it holds. */
export default function DollarboxPage() {
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  if (!user) return null;
  return (
    <SectionPage id="dollarbox">
      <ProductOverview code="dollarbox" goals={user.goals ?? []} />
    </SectionPage>
  );
}
