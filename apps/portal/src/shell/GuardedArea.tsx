import { keepTabDraftsFor } from '@portal/features';
import { useAuthState, usePortalSession } from '@portal/platform';
import { type ReactNode, useEffect, useRef } from 'react';
import { currentEnterAsId } from './enterAs.ts';
import { SessionGate } from './SessionGate.tsx';

/**
 * Pages that need a signed-in client (docs/RULES.md#routes-and-layouts, #roles-and-permissions): the session gate.
 * A client who walks here from a public page starts the session now: signed out, the browser goes
 * to the provider and comes back to this exact URL (query and fragment included).
 */
export function GuardedArea({ children }: { children: ReactNode }) {
  const session = usePortalSession();
  const state = useAuthState();
  const status = state.status;
  // The flows' drafts in this tab are whoever typed them's (docs/RULES.md#steps-and-drafts): another
  // person (or another client acted for) starts with none. Decided before the page first draws, as
  // the flows read their drafts when they mount; the same owner again does nothing.
  const owner =
    state.status === 'signed-in'
      ? [state.user.profile.sub, currentEnterAsId()].filter(Boolean).join('|')
      : null;
  const keptFor = useRef<string | null>(null);
  if (owner && keptFor.current !== owner) {
    keepTabDraftsFor(window.sessionStorage, owner);
    keptFor.current = owner;
  }
  useEffect(() => {
    if (status === 'starting') void session.start();
  }, [status, session]);
  return <SessionGate>{children}</SessionGate>;
}
