export { PortalContainerContext, usePortalContainer } from './portalContainer.ts';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot.tsx';
