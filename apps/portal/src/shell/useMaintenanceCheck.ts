import { fetchJson, maintenanceStatusPath, maintenanceStatusSchema, useApi } from '@portal/platform';
import { useCallback } from 'react';

/** Reads the maintenance status (docs/RULES.md#messages-and-notifications): true while the portal is in maintenance. */
export function useMaintenanceCheck(): () => Promise<boolean> {
  const { apiBase, http } = useApi();
  return useCallback(
    async () =>
      (await fetchJson(`${apiBase}${maintenanceStatusPath}`, maintenanceStatusSchema, undefined, http))
        .in_maintenance,
    [apiBase, http],
  );
}
