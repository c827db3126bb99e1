import { GoalScreen } from '@portal/features';
import { chileDate } from '@portal/platform';
import { useParams } from 'react-router';

/** /goals/{id} (main layout): one goal's page, or why it is not there. */
export default function GoalPage() {
  return <GoalScreen goalId={useParams().goalId} today={chileDate()} />;
}
