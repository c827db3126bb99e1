/** docs/RULES.md#app-update App update: the snackbar shows for 3 s; unless cancelled, the page reloads 5 s after it closes. */
export const updateSnackbarMs = 3000;
export const reloadAfterDismissMs = 5000;
/** docs/RULES.md#constants-and-limits: a version check every 30 minutes. */
export const versionCheckIntervalMs = 30 * 60 * 1000;
/** docs/RULES.md#constants-and-limits: the service worker registers when the app is stable or after 30 s. */
export const serviceWorkerRegistrationFallbackMs = 30_000;

export type UpdateCycleState = 'idle' | 'announcing' | 'waiting-to-reload' | 'cancelled' | 'reloading';

export interface UpdateCycleOptions {
  reload: () => void;
  onChange?: (state: UpdateCycleState) => void;
}

/**
 * The cycle after a new version is ready: announce (snackbar, 3 s), then reload 5 s after the
 * snackbar closes, unless the client pressed "Cancelar". Plain timers, so it reads and tests alone.
 */
export function createUpdateCycle({ reload, onChange }: UpdateCycleOptions) {
  let state: UpdateCycleState = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: UpdateCycleState) => {
    state = next;
    onChange?.(next);
  };
  const dismissed = () => {
    if (state !== 'announcing') return;
    set('waiting-to-reload');
    timer = setTimeout(() => {
      set('reloading');
      reload();
    }, reloadAfterDismissMs);
  };
  return {
    get state() {
      return state;
    },
    /** A new version is ready: show the snackbar. */
    announce() {
      if (state !== 'idle') return;
      set('announcing');
      timer = setTimeout(dismissed, updateSnackbarMs);
    },
    /** The snackbar closed by itself (its own 3 s timer) or was swiped away. */
    dismissed,
    /** "Cancelar": no reload in this visit. */
    cancel() {
      clearTimeout(timer);
      set('cancelled');
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

/**
 * docs/RULES.md#constants-and-limits: register when the app is stable or after 30 s, and only outside development. "Stable"
 * here: the window finished loading and the browser is idle.
 */
export function scheduleServiceWorkerRegistration(
  register: () => void,
  options: { isDevelopment: boolean; whenStable: (done: () => void) => void },
): () => void {
  if (options.isDevelopment) return () => undefined;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    register();
  };
  const fallback = setTimeout(once, serviceWorkerRegistrationFallbackMs);
  options.whenStable(once);
  return () => {
    done = true;
    clearTimeout(fallback);
  };
}
