import { useAuthState, usePortalSession } from '@portal/platform';
import { type ReactNode, useEffect } from 'react';
import { SessionGate } from './SessionGate.tsx';

/**
 * Pages that need a signed-in client (docs/RULES.md#routes-and-layouts, #roles-and-permissions): the session gate.
 * A client who walks here from a public page starts the session now: signed out, the browser goes
 * to the provider and comes back to this exact URL (query and fragment included).
 */
export function GuardedArea({ children }: { children: ReactNode }) {
  const session = usePortalSession();
  const status = useAuthState().status;
  useEffect(() => {
    if (status === 'starting') void session.start();
  }, [status, session]);
  return <SessionGate>{children}</SessionGate>;
}
