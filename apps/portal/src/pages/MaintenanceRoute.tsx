import { MaintenancePage } from '@portal/features';
import { useSearchParams } from 'react-router';
import { useMaintenanceCheck } from '../shell/useMaintenanceCheck.ts';

/** Public page (docs/RULES.md#routes-and-layouts); leaving it reloads the app so the session starts on the page returned to. */
function MaintenanceRoute() {
  const [params] = useSearchParams();
  const check = useMaintenanceCheck();
  return (
    <MaintenancePage
      check={check}
      callback={params.get('callback')}
      onReturn={(target) => window.location.assign(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${target}`)}
    />
  );
}

export default MaintenanceRoute;
