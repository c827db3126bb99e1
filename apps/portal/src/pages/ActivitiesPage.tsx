import { ActivityLog, filterFromSearch, searchOfFilter } from '@portal/features';
import { chileDate, useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SectionPage } from './SectionPage.tsx';

/**
 * /dashboard/activities (main layout): every movement of every goal, newest first, with filters and
 * paging kept in the URL (?goalId&type&status&from&to&page: a goal page links here filtered, the
 * back button undoes a filter) and the CSV export.
 */
export default function ActivitiesPage() {
  const { queries } = useApi();
  const user = useQuery(queries.currentUser()).data;
  const [search, setSearch] = useSearchParams();
  if (!user) return null;
  return (
    <SectionPage id="activities">
      <Card id="activity">
        <ActivityLog
          goals={user.goals ?? []}
          filter={filterFromSearch(search)}
          onFilterChange={(filter) => setSearch(searchOfFilter(filter))}
          today={chileDate()}
        />
      </Card>
    </SectionPage>
  );
}
