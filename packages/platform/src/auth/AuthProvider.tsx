import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { PortalSession } from './portalSession.ts';
import type { AuthState } from './sessionStore.ts';

const AuthContext = createContext<PortalSession | null>(null);

export function AuthProvider({ session, children }: { session: PortalSession; children: ReactNode }) {
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

export function usePortalSession(): PortalSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('usePortalSession needs an <AuthProvider>');
  return session;
}

/** The session's state, re-rendering on sign-in, renewal and end. */
export function useAuthState(): AuthState {
  const session = usePortalSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
