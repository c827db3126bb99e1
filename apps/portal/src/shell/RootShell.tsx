import {
  createGlobalErrorHandler,
  createUpdateCycle,
  type ErrorView,
  installGlobalErrorHandler,
  type Monitor,
  updateSnackbarMs,
} from '@portal/features';
import { LoadingBar } from '@portal/ui/LoadingBar';
import { Toaster } from '@portal/ui/Toaster';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterSettledContext, afterAppSettled } from './appSettled.ts';
import { type PendingRequests, useAnyPending } from './pendingRequests.ts';

// Dialog and snackbar code loads when one is needed, not on the first page.
const ErrorDialog = lazy(() => import('@portal/ui/ErrorDialog').then((m) => ({ default: m.ErrorDialog })));
const Snackbar = lazy(() => import('@portal/ui/Snackbar').then((m) => ({ default: m.Snackbar })));

/** Whether a dialog is open (the error handler does not stack a second one, docs/RULES.md#error-texts). */
const isAnyDialogOpen = () =>
  document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !==
  null;

/**
 * The root shell (docs/RULES.md#main-layout): toast container, top loading bar, the global error dialog (docs/RULES.md#error-texts)
 * and the app-update snackbar (docs/RULES.md#app-update).
 */
export function RootShell({
  children,
  pending,
  monitor,
}: {
  children: ReactNode;
  pending: PendingRequests;
  monitor: Monitor;
}) {
  const { t } = useTranslation('app');
  const busy = useAnyPending(pending);
  const [error, setErrorState] = useState<ErrorView | null>(null);
  // The error dialog loads lazily: an error shown but not yet mounted already counts as open.
  const shownError = useRef<ErrorView | null>(null);
  const setError = useCallback((next: ErrorView | null) => {
    shownError.current = next;
    setErrorState(next);
  }, []);
  const [updateOpen, setUpdateOpen] = useState(false);
  const afterSettled = useMemo(() => afterAppSettled(pending), [pending]);

  useEffect(() => {
    const handle = createGlobalErrorHandler({
      log: (reason) => console.error(reason),
      report: (reason, context) => monitor.report(reason, context),
      isDialogOpen: () => shownError.current !== null || isAnyDialogOpen(),
      showDialog: setError,
    });
    return installGlobalErrorHandler(window, handle);
  }, [setError, monitor]);

  const update = useMemo(() => {
    let apply: () => Promise<void> = async () => window.location.reload();
    const cycle = createUpdateCycle({
      reload: () => void apply(),
      onChange: (state) => setUpdateOpen(state === 'announcing'),
    });
    return {
      cycle,
      setApply: (next: () => Promise<void>) => {
        apply = next;
      },
    };
  }, []);
  useEffect(() => {
    // The update code is not needed for the first paint: it comes in its own chunk, after it.
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('../update/registerAppUpdates.ts').then(({ registerAppUpdates }) => {
      if (unmounted) return;
      stop = registerAppUpdates({
        whenStable: afterSettled,
        onNeedRefresh: (apply) => {
          update.setApply(apply);
          update.cycle.announce();
        },
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [update, afterSettled]);

  return (
    <Toaster>
      <LoadingBar busy={busy} />
      <AfterSettledContext.Provider value={afterSettled}>{children}</AfterSettledContext.Provider>
      {updateOpen ? (
        <Suspense fallback={null}>
          <Snackbar
            open
            message={t('update.message')}
            actionLabel={t('update.cancel')}
            duration={updateSnackbarMs}
            onAction={() => update.cycle.cancel()}
            onDismiss={(reason) => {
              setUpdateOpen(false);
              if (reason === 'timeout') update.cycle.dismissed();
            }}
          />
        </Suspense>
      ) : null}
      {error ? (
        <Suspense fallback={null}>
          <ErrorDialog open onOpenChange={(open) => (open ? undefined : setError(null))} error={error} />
        </Suspense>
      ) : null}
    </Toaster>
  );
}
