import type { PortalMocks } from '../mocks/src/browser.ts';
import type { Fault, FaultRule } from '../mocks/src/faults/faults.ts';

/**
 * The demo build's window, as the e2e tests reach its mock backend: faults, controls (maintenance,
 * version) and a reset (mocks/src/browser.ts). One type for every test; `__portalMocks` is absent
 * until the demo backend has started.
 */
export type MockWindow = Window & { __portalMocks?: PortalMocks };

/** What the mock backend can do wrong to a call (mocks/src/faults). */
export type { Fault, FaultRule };
