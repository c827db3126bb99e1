import { createContext, useContext, useEffect } from 'react';

/**
 * What a page asks of the main layout's header (docs/RULES.md#main-layout): a back arrow to `back`
 * in place of the menu button, and `title` in the centre; `phoneOnly` keeps them to phones, where
 * the side menu is an overlay (from md up the menu is on screen, and the header stays as it is).
 */
export interface PageHeader {
  back: string;
  title?: string;
  phoneOnly?: boolean;
}

export const PageHeaderContext = createContext<(header: PageHeader | null) => void>(() => undefined);

/** The page's header while the page is shown; leaving it gives the header back. */
export function usePageHeader({ back, title, phoneOnly }: PageHeader): void {
  const set = useContext(PageHeaderContext);
  useEffect(() => {
    set({ back, title, phoneOnly });
    return () => set(null);
  }, [set, back, title, phoneOnly]);
}
