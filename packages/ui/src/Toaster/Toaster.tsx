import * as Toast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Toaster.css.ts';

export interface ToastInput {
  title: string;
  description?: string;
  tone?: 'info' | 'success' | 'error';
  /** Milliseconds on screen (default 5000); errors stay until closed when 0. */
  duration?: number;
}

interface QueuedToast extends Required<Pick<ToastInput, 'title' | 'tone'>> {
  id: number;
  description?: string;
  duration?: number;
  open: boolean;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Push a toast from anywhere under <Toaster>. */
export function useToast(): (toast: ToastInput) => void {
  const push = useContext(ToastContext);
  if (!push) throw new Error('useToast needs a <Toaster>');
  return push;
}

let nextId = 1;

/**
 * The toast queue (SPEC §2: the root shell holds a toast container). Radix toast gives the live
 * region, swipe and Escape to close, and F8 to reach the toasts from the keyboard.
 */
export function Toaster({
  children,
  defaultDuration = 5000,
}: {
  children: ReactNode;
  defaultDuration?: number;
}) {
  const { t } = useTranslation('ui');
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const push = useCallback((toast: ToastInput) => {
    setToasts((queue) => [...queue, { id: nextId++, tone: 'info', ...toast, open: true }]);
  }, []);
  const close = (id: number) =>
    setToasts((queue) => queue.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  const remove = (id: number) => setToasts((queue) => queue.filter((toast) => toast.id !== id));
  const value = useMemo(() => push, [push]);

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={defaultDuration} label={t('toaster.itemLabel')}>
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            className={styles.tone[toast.tone]}
            open={toast.open}
            duration={toast.duration === 0 ? Number.POSITIVE_INFINITY : toast.duration}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) close(toast.id);
            }}
            onAnimationEnd={() => (toast.open ? undefined : remove(toast.id))}
            data-testid="toast"
          >
            <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
            ) : null}
            <Toast.Close className={styles.close} aria-label={t('toaster.close')}>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
                />
              </svg>
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className={styles.viewport} label={t('toaster.label')} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
