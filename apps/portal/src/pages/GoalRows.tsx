import { goalAmount } from '@portal/features';
import type { Goal } from '@portal/platform';
import { Item, ItemList, itemLink } from '@portal/ui';
import { Link } from 'react-router';
import * as styles from './pages.css.ts';

/** Goals as rows linking to their page, with their capital. */
export function GoalRows({ goals, linkTo = (goal) => `/goals/${goal.id}` }: GoalRowsProps) {
  return (
    <ItemList>
      {goals.map((goal) => (
        <Item key={goal.id}>
          <Link className={itemLink} to={linkTo(goal)}>
            {goal.title}
          </Link>
          <span className={styles.amount}>{goalAmount(goal)}</span>
        </Item>
      ))}
    </ItemList>
  );
}
interface GoalRowsProps {
  goals: readonly Goal[];
  linkTo?: (goal: Goal) => string;
}
