import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { QueuedToast, ToastInput } from './toastTypes.ts';

export type { QueuedToast, ToastInput } from './toastTypes.ts';

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Push a toast from anywhere under <Toaster>. */
export function useToast(): (toast: ToastInput) => void {
  const push = useContext(ToastContext);
  if (!push) throw new Error('useToast needs a <Toaster>');
  return push;
}

let nextId = 1;

// Radix toast loads with the first toast: nothing of it is on the first page.
const ToastList = lazy(() => import('./ToastList.tsx'));

/**
 * The toast queue (docs/RULES.md#main-layout: the root shell holds a toast container). Radix toast gives the live
 * region, swipe and Escape to close, and F8 to reach the toasts from the keyboard.
 */
export function Toaster({
  children,
  defaultDuration = 5000,
}: {
  children: ReactNode;
  defaultDuration?: number;
}) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const push = useCallback((toast: ToastInput) => {
    setToasts((queue) => [...queue, { id: nextId++, tone: 'info', ...toast }]);
  }, []);
  // Toasts have no way out to animate: a closed one leaves the queue at once, and the last one the
  // list with it (a queue that kept them grew with every toast of the visit).
  const close = (id: number) => setToasts((queue) => queue.filter((toast) => toast.id !== id));
  const value = useMemo(() => push, [push]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} defaultDuration={defaultDuration} onClose={close} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
