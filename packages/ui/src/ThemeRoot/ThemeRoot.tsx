import './fonts.css';
// The page's scroll lock under modal overlays, by static CSS (see scrollLock/RemoveScrollBar.tsx).
import '../scrollLock/scrollLock.css.ts';
import { type ReactNode, useState } from 'react';
import { type ThemeName, themeClass } from '../tokens/index.ts';
import { PortalContainerContext } from './portalContainer.ts';
import * as styles from './ThemeRoot.css.ts';

export interface ThemeRootProps {
  theme: ThemeName;
  children: ReactNode;
}

/**
 * Applies a theme (its CSS variables), the base typography and the self-hosted font to its subtree,
 * overlays included: Radix portals render into this element (see `usePortalContainer`), so a theme
 * switched at run time reaches an open menu or dialog too.
 */
export function ThemeRoot({ theme, children }: ThemeRootProps) {
  // State, not a ref: consumers re-render with the element once it exists. The ref callback and
  // Radix's own mount effect run in the same commit, so an overlay open at first render still
  // lands here directly, never in <body> first.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div ref={setContainer} className={`${themeClass[theme]} ${styles.root}`} data-theme={theme}>
      <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
    </div>
  );
}
