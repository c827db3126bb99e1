import { goalAmount } from '@portal/features';
import type { Goal } from '@portal/platform';
import { Link } from 'react-router';
import * as styles from './pages.css.ts';

/** Goals as rows linking to their page, with their capital. */
export function GoalRows({ goals, linkTo = (goal) => `/goals/${goal.id}` }: GoalRowsProps) {
  return (
    <ul className={styles.list}>
      {goals.map((goal) => (
        <li key={goal.id} className={styles.row}>
          <Link className={styles.rowLink} to={linkTo(goal)}>
            {goal.title}
          </Link>
          <span className={styles.amount}>{goalAmount(goal)}</span>
        </li>
      ))}
    </ul>
  );
}
interface GoalRowsProps {
  goals: readonly Goal[];
  linkTo?: (goal: Goal) => string;
}
