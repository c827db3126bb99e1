import { defaultThemeName, isThemeName, type ThemeName } from '@portal/ui';
import { createContext, useContext } from 'react';

/** Where the client's theme choice is kept on this device. */
export const themeStorageKey = 'bp_theme';

export function storedTheme(storage: Pick<Storage, 'getItem'>): ThemeName {
  const value = storage.getItem(themeStorageKey);
  return isThemeName(value) ? value : defaultThemeName;
}

export const ThemeChoiceContext = createContext<{ theme: ThemeName; setTheme: (theme: ThemeName) => void }>({
  theme: defaultThemeName,
  setTheme: () => undefined,
});
export const useThemeChoice = () => useContext(ThemeChoiceContext);
