import { useApi } from '@portal/platform';
import { Card } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { ActivityLog, type ActivityLogProps } from '../ActivityLog/ActivityLog.tsx';

export type ActivitiesScreenProps = Omit<ActivityLogProps, 'goals'>;

/**
 * Every movement of every goal of the signed-in client (/dashboard/activities), with the filter and
 * page the route keeps in its address, and the CSV export.
 */
export function ActivitiesScreen(props: ActivitiesScreenProps) {
  const user = useQuery(useApi().queries.currentUser()).data;
  if (!user) return null;
  return (
    <Card id="activity">
      <ActivityLog goals={user.goals ?? []} {...props} />
    </Card>
  );
}
