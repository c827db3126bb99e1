import '@fontsource-variable/inter';
import type { ReactNode } from 'react';
import { type ThemeName, themeClass } from '../tokens/index.ts';
import * as styles from './ThemeRoot.css.ts';

export interface ThemeRootProps {
  theme: ThemeName;
  children: ReactNode;
}

/** Applies a theme (its CSS variables), the base typography and the self-hosted font to its subtree. */
export function ThemeRoot({ theme, children }: ThemeRootProps) {
  return (
    <div className={`${themeClass[theme]} ${styles.root}`} data-theme={theme}>
      {children}
    </div>
  );
}
