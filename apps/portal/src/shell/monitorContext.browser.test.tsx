import { storageKeys } from '@portal/platform';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MonitorContext, useMonitoredUser } from './monitorContext.ts';

// docs/RULES.md#roles-and-permissions: the shown client and the isAdmin flag reach the monitor from the frame (PortalLayout).
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

type ShownUser = { id: string; isAdmin?: boolean | null } | undefined;

function Frame({ user }: { user: ShownUser }) {
  useMonitoredUser(user);
  return null;
}

let root: Root | undefined;
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  localStorage.clear();
});
afterEach(() => {
  act(() => root?.unmount());
  localStorage.clear();
});

function render(user: ShownUser) {
  const monitor = { report: vi.fn(), setUser: vi.fn() };
  root = createRoot(document.createElement('div'));
  const draw = (next: ShownUser) =>
    act(() =>
      root?.render(
        <MonitorContext value={monitor}>
          <Frame user={next} />
        </MonitorContext>,
      ),
    );
  draw(user);
  return { monitor, draw };
}

describe('useMonitoredUser (docs/RULES.md#roles-and-permissions: isAdmin to session monitoring)', () => {
  it.each([
    ['a client', { id: '2018437', isAdmin: false }, null, false],
    ['an administrator in their own account', { id: '1000012', isAdmin: true }, null, true],
    ['an administrator acting for a client', { id: '2018437', isAdmin: false }, 'true', true],
    ['a client whose user has no flag', { id: '2018437', isAdmin: null }, null, false],
  ])('%s: isAdmin %o (stored flag %o)', (_case, user, storedFlag, isAdmin) => {
    if (storedFlag) localStorage.setItem(storageKeys.isAdmin, storedFlag);
    const { monitor } = render(user);
    expect(monitor.setUser.mock.calls).toEqual([[{ id: user.id, isAdmin }]]);
  });

  it('says nothing while the client is loading, then tells the monitor once they arrive', () => {
    const { monitor, draw } = render(undefined);
    expect(monitor.setUser).not.toHaveBeenCalled();
    draw({ id: '2018437', isAdmin: false });
    expect(monitor.setUser.mock.calls).toEqual([[{ id: '2018437', isAdmin: false }]]);
  });
});
