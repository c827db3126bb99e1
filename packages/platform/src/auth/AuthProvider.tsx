import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AuthSession, AuthState } from './AuthSession.ts';

const AuthContext = createContext<AuthSession | null>(null);

export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuthSession needs an <AuthProvider>');
  return session;
}

/** The session's state, re-rendering on sign-in, renewal and end. */
export function useAuthState(): AuthState {
  const session = useAuthSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
