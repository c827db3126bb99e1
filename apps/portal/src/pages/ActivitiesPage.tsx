import { ActivitiesScreen, filterFromSearch, searchOfFilter } from '@portal/features';
import { chileDate } from '@portal/platform';
import { useSearchParams } from 'react-router';
import { SectionPage } from './SectionPage.tsx';

/**
 * /dashboard/activities (main layout): every movement, with filters and paging kept in the URL
 * (?goalId&type&status&from&to&page: a goal page links here filtered, the back button undoes a filter).
 */
export default function ActivitiesPage() {
  const [search, setSearch] = useSearchParams();
  return (
    <SectionPage id="activities">
      <ActivitiesScreen
        filter={filterFromSearch(search)}
        onFilterChange={(filter) => setSearch(searchOfFilter(filter))}
        today={chileDate()}
      />
    </SectionPage>
  );
}
