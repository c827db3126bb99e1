import { callEndpoint, maintenanceContract, useApi } from '@portal/platform';
import { useCallback } from 'react';

/** Reads the maintenance status (docs/RULES.md#maintenance): true while the portal is in maintenance. */
export function useMaintenanceCheck(): () => Promise<boolean> {
  const transport = useApi();
  return useCallback(
    async () => (await callEndpoint(transport, maintenanceContract.status, {})).in_maintenance,
    [transport],
  );
}
