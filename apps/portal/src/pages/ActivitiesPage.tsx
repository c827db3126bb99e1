import { SectionPage } from './parts.tsx';

/** /dashboard/activities (main layout): the client's general activity, newest first. */
export default function ActivitiesPage() {
  return <SectionPage id="activities" />;
}
