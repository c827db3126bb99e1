import { useSyncExternalStore } from 'react';
import { mediaQueries } from '../tokens/scales.ts';
import type { NavigationMode } from './navigationTypes.ts';

/** 'side' from md (960 px) up, 'over' below (docs/RULES.md#states-and-transitions), following the window as it resizes. */
export function useNavigationMode(): NavigationMode {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(mediaQueries.md);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => (window.matchMedia(mediaQueries.md).matches ? 'side' : 'over'),
    () => 'side',
  );
}
