import { EntityScreen } from '@portal/features';

/** /entity (main layout): "Mi empresa", the onboarding domain's screen of a company and its application. */
export default function EntityPage() {
  return <EntityScreen />;
}
