import { createContext, useContext } from 'react';

/**
 * Where overlays (dialogs, menus, popovers, tooltips) are portalled: the themed root, not <body>.
 * A portal into <body> leaves the theme's CSS variables and font behind (it drew overlays in
 * Times New Roman on a transparent background).
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * The element overlays of the current theme render into; `undefined` outside a ThemeRoot (Radix then
 * uses <body>), so a component still works in isolation.
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
