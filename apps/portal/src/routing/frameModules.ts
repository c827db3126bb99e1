/**
 * The frames' modules, loaded on demand: one list for the routes (React.lazy in PortalRoutes) and for
 * the boot's preload of the first page (preloadFrame.ts), so the two cannot name different modules.
 */
export const frameModules = {
  guardedArea: () => import('../shell/GuardedArea.tsx'),
  accountGate: () => import('../shell/AccountGate.tsx'),
  mainFrame: () => import('../shell/MainFrame.tsx'),
  stepFrame: () => import('./StepFrame.tsx'),
  enterAsBanner: () => import('../shell/EnterAsBanner.tsx'),
};
