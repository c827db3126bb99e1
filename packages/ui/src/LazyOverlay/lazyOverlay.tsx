import { type ComponentType, startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * What a stand-in gets: `wake(open)` asks for the overlay's code (its trigger is pointed at,
 * focused or pressed) and says whether the overlay should be open when the code arrives, and
 * whether a key opened it (a menu then focuses its first item); the last call wins (a tooltip's
 * pointer may leave before). `standInRef` goes on its root element, so the focus moves to the real
 * trigger if the stand-in had it when the swap happens.
 */
export interface StandInProps {
  wake: (open: boolean, byKeyboard?: boolean) => void;
  standInRef: (element: HTMLElement | null) => void;
}

/** What the real overlay gets beside its own props, once its code is here. */
export interface ArrivalProps {
  /** Opened at once: it was pressed (or hovered, for a tooltip) while its code was on its way. */
  defaultOpen?: boolean;
  /** It was opened with a key (Enter, Space, arrow down): a menu focuses its first item. */
  openedByKeyboard?: boolean;
  /** The stand-in had the focus: the real trigger takes it. */
  focusTrigger?: boolean;
}

type Loaded<P> = ComponentType<P & ArrivalProps>;

interface OverlayCode<P> {
  /** The component, once loaded: every later mount renders it at once. */
  loaded?: Loaded<P>;
  /** Asks for the code once (again after a failure); resolves with the component. */
  request: () => Promise<Loaded<P>>;
  /** Called when the code arrives, whoever asked for it; returns an unsubscribe. */
  subscribe: (listener: (component: Loaded<P>) => void) => () => void;
}

const everyOverlay = new Set<OverlayCode<never>>();

/**
 * The code of every overlay made with lazyOverlay, as one task per overlay (each asks for its code
 * once), for the app's idle queue to run a few at a time once its first page has settled, so a first
 * tap finds them here: asked for all at once, the overlays' chunks were one task of 8 ms or more. A
 * failure is left for the trigger's wake to retry.
 */
export function overlayPreloadTasks(): (() => void)[] {
  return [...everyOverlay].map((code) => () => void code.request().catch(() => undefined));
}

function overlayCode<P>(load: () => Promise<Loaded<P>>): OverlayCode<P> {
  let loading: Promise<Loaded<P>> | undefined;
  const listeners = new Set<(component: Loaded<P>) => void>();
  const code: OverlayCode<P> = {
    request: () => {
      loading ??= load().then(
        (component) => {
          code.loaded = component;
          for (const listener of listeners) listener(component);
          return component;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  everyOverlay.add(code as OverlayCode<never>);
  return code;
}

/**
 * What a popover's stand-in trigger carries (Radix's closed trigger: `aria-haspopup="dialog"`):
 * pointing at it or focusing it asks for the code, a click (or Enter, Space) opens it on arrival.
 */
export function popoverStandInProps({ wake, standInRef }: StandInProps) {
  return {
    ref: standInRef,
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: () => wake(false),
    onFocus: () => wake(false),
    onClick: () => wake(true),
  } as const;
}

/**
 * The real trigger's ref: it takes the focus the stand-in had on arrival, unless the overlay came
 * open (an open menu or popover moves the focus into itself). A tooltip passes `defaultOpen: false`:
 * it never takes the focus.
 */
export function useArrivalFocus<T extends HTMLElement>({ focusTrigger, defaultOpen }: ArrivalProps) {
  const trigger = useRef<T | null>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return trigger;
}

/**
 * An overlay (a menu, popover or tooltip) whose code loads after the page has drawn: Radix and its
 * positioning engine are about 36 KB gzip, on a phone's network some 180 ms in front of the
 * client's balance, for menus nobody has opened yet. Until the code is here, `StandIn` draws the
 * same trigger (element, classes, ARIA). The code is asked for by the app's idle queue once it has
 * settled (`overlayPreloadTasks()`), or at once when the trigger is pointed at, focused or pressed; a press opens the
 * overlay on arrival. Code that fails to load keeps the stand-in, and the next wake asks again.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<Loaded<P>>,
  StandIn: ComponentType<P & StandInProps>,
): ComponentType<P> {
  const code = overlayCode(load);
  function LazyOverlay(props: P) {
    const [real, setReal] = useState<{ component: Loaded<P>; arrival: ArrivalProps } | undefined>(() =>
      code.loaded ? { component: code.loaded, arrival: {} } : undefined,
    );
    // The stand-in is held down: the real trigger waits until the press is over (and its click has
    // landed on the stand-in), since a trigger swapped between pointerdown and pointerup loses the
    // press (neither trigger sees both halves): a first tap that did nothing, seen in CI.
    const [pressing, setPressing] = useState(false);
    const wanted = useRef<Pick<ArrivalProps, 'defaultOpen' | 'openedByKeyboard'>>({});
    const standIn = useRef<HTMLElement | null>(null);
    const arrived = real !== undefined;
    const swap = useCallback((component: Loaded<P>) => {
      const focusTrigger = Boolean(standIn.current?.contains(document.activeElement));
      setReal({ component, arrival: { ...wanted.current, focusTrigger } });
    }, []);
    const wake = useCallback(
      (open: boolean, byKeyboard = false) => {
        wanted.current = { defaultOpen: open, openedByKeyboard: open && byKeyboard };
        // The code is here (its swap may be a transition still on its way, made closed, or held
        // while pressed): a press must not wait for it, so the overlay goes in now, open.
        if (open && code.loaded) {
          swap(code.loaded);
          return;
        }
        code.request().catch((error: unknown) => console.error(error));
      },
      [swap],
    );
    const standInRef = useCallback((element: HTMLElement | null) => {
      standIn.current = element;
      if (!element) return;
      const release = () => {
        document.removeEventListener('pointerup', release, true);
        document.removeEventListener('pointercancel', release, true);
        // After the click the press makes, which follows its pointerup in the same turn.
        setTimeout(() => setPressing(false), 0);
      };
      const press = () => {
        setPressing(true);
        document.addEventListener('pointerup', release, true);
        document.addEventListener('pointercancel', release, true);
      };
      element.addEventListener('pointerdown', press);
      return () => {
        element.removeEventListener('pointerdown', press);
        standIn.current = null;
      };
    }, []);
    useEffect(() => {
      if (arrived) return;
      // Pressed while on its way: opened at once. Preloaded (every overlay of the page arrives
      // together, once it has settled): a transition, which React renders in slices, so the
      // swap of the header's menus is never one long task in front of a tap.
      const arrive = (component: Loaded<P>) => {
        if (wanted.current.defaultOpen) swap(component);
        else startTransition(() => swap(component));
      };
      if (code.loaded) arrive(code.loaded);
      return code.subscribe(arrive);
    }, [arrived, swap]);
    if (real && !pressing) {
      const Real = real.component;
      return <Real {...props} {...real.arrival} />;
    }
    return <StandIn {...props} wake={wake} standInRef={standInRef} />;
  }
  LazyOverlay.displayName = `lazyOverlay(${StandIn.displayName ?? StandIn.name})`;
  return LazyOverlay;
}
