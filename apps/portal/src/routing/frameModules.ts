import { preloadable } from '@portal/platform';

/**
 * The frames, loaded on demand: one list for the routes (PortalRoutes) and for the boot's preload of
 * the first page (preloadFrame.ts), so the two cannot name different modules, and a frame that the
 * boot preloaded draws in the first render instead of through a Suspense fallback.
 */
export const frames = {
  guardedArea: preloadable(
    () => import('../shell/GuardedArea.tsx'),
    (module) => module.GuardedArea,
  ),
  accountGate: preloadable(
    () => import('../shell/AccountGate.tsx'),
    (module) => module.AccountGate,
  ),
  mainFrame: preloadable(
    () => import('../shell/MainFrame.tsx'),
    (module) => module.MainFrame,
  ),
  stepFrame: preloadable(
    () => import('./StepFrame.tsx'),
    (module) => module.StepFrame,
  ),
  emptyFrame: preloadable(
    () => import('./EmptyFrame.tsx'),
    (module) => module.EmptyFrame,
  ),
  maintenanceWatcher: preloadable(
    () => import('../shell/MaintenanceWatcher.tsx'),
    (module) => module.MaintenanceWatcher,
  ),
  enterAsBanner: preloadable(
    () => import('../shell/EnterAsBanner.tsx'),
    (module) => module.EnterAsBanner,
  ),
};
