import { type Monitor, noMonitor } from '@portal/features';
import { isAdministratorSession } from '@portal/platform';
import { createContext, useContext, useEffect } from 'react';

/** The monitoring service of this run (a no-op outside Production). */
export const MonitorContext = createContext<Monitor>(noMonitor);
export const useMonitor = () => useContext(MonitorContext);

/**
 * docs/RULES.md#roles-and-permissions: the client the portal shows, and the isAdmin flag, go to the session-monitoring service
 * (a no-op outside Production): an administrator acting for a client is still one.
 */
export function useMonitoredUser(user: { id: string; isAdmin?: boolean | null } | undefined): void {
  const monitor = useMonitor();
  useEffect(() => {
    if (user) monitor.setUser({ id: user.id, isAdmin: isAdministratorSession(localStorage, user) });
  }, [user, monitor]);
}
