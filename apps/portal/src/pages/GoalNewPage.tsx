import { GoalFlowFrame } from './GoalFlowFrame.tsx';

/** /goals/new (signed in, step layout): a new goal. */
export default function GoalNewPage() {
  return <GoalFlowFrame id="goalNew" />;
}
