import { useFlowStep } from '../routing/stepContext.ts';
import { SectionPage } from './parts.tsx';

/** /schedule-advisor (signed in, step layout): booking a meeting with an advisor. */
export default function ScheduleAdvisorPage() {
  useFlowStep(1);
  return <SectionPage id="scheduleAdvisor" width="narrow" />;
}
