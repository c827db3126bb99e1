import { type ComponentType, createElement, lazy, useState } from 'react';

export interface Preloadable<Module, Props extends object> {
  /** The component: drawn at once when its module is already here, through Suspense otherwise. */
  Component: ComponentType<Props>;
  /** Starts loading the module (at boot, idle time, intent); the same request as the component's. */
  preload: () => Promise<Module>;
  /** Whether the module has arrived. */
  isLoaded: () => boolean;
}

/**
 * A component whose code loads on demand, like React.lazy, and draws in the same render when its
 * module is already loaded. React.lazy suspends on its first render even when the chunk came long
 * before (a preload at boot): the page then shows its fallback, and React holds every reveal after
 * a fallback for 300 ms, so frames, pages and charts nested in each other each cost a wait before
 * the client sees their money. A failed load is forgotten, so the next try asks again.
 */
export function preloadable<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): Preloadable<Module, Props> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })));
  function Preloaded(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
    // mount the page again and lose its state.
    const [Component] = useState<ComponentType<Props>>(() => (loaded === undefined ? Lazy : pick(loaded)));
    return createElement(Component, props);
  }
  return { Component: Preloaded, preload, isLoaded: () => loaded !== undefined };
}
