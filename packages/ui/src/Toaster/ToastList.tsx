import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Toaster.css.ts';
import type { QueuedToast } from './toastTypes.ts';

export interface ToastListProps {
  toasts: QueuedToast[];
  defaultDuration: number;
  /** A toast closed (its button, Escape, its action, a swipe or its time): it leaves the queue. */
  onClose: (id: number) => void;
}

/**
 * Where the focus was on the page before it came to the toasts (F8, Tab, a click on one), kept as it
 * enters their region: Radix leaves a closed toast's focus on the list of toasts, which goes once
 * the last one has, and the focus with it, to the page's top.
 */
function useFocusBeforeToasts() {
  const viewport = useRef<HTMLOListElement>(null);
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // The region around the list holds Radix's focus guards too: coming from them is not coming from the page.
    const region = viewport.current?.parentElement;
    if (!region) return;
    const entered = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !region.contains(from)) before.current = from;
    };
    region.addEventListener('focusin', entered);
    return () => region.removeEventListener('focusin', entered);
  }, []);
  /** After a toast closed: the focus back where it was, if it was in the toasts and that place is still there. */
  const giveBack = () => {
    const list = viewport.current;
    const place = before.current;
    if (!list || !place?.isConnected || !list.contains(document.activeElement)) return;
    place.focus();
  };
  return { viewport, giveBack };
}

/** The queued toasts on Radix toast: live region, swipe, Escape, and F8 to reach them. */
export default function ToastList({ toasts, defaultDuration, onClose }: ToastListProps) {
  const { t } = useTranslation('ui');
  const focus = useFocusBeforeToasts();
  return (
    <Toast.Provider duration={defaultDuration} label={t('toaster.itemLabel')}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={styles.tone[toast.tone]}
          duration={toast.duration === 0 ? Number.POSITIVE_INFINITY : toast.duration}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (open) return;
            // Radix has just moved the focus of a toast closed from within it to the list.
            focus.giveBack();
            onClose(toast.id);
          }}
          data-testid="toast"
        >
          <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
          ) : null}
          {toast.action ? (
            <Toast.Action
              className={styles.action}
              altText={toast.action.altText}
              onClick={toast.action.onSelect}
            >
              {toast.action.label}
            </Toast.Action>
          ) : null}
          <Toast.Close className={styles.close} aria-label={t('toaster.close')}>
            <Icon name="close" size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport ref={focus.viewport} className={styles.viewport} label={t('toaster.label')} />
    </Toast.Provider>
  );
}
