import * as Toast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Toaster.css.ts';
import type { QueuedToast } from './toastTypes.ts';

export interface ToastListProps {
  toasts: QueuedToast[];
  defaultDuration: number;
  onClose: (id: number) => void;
  onRemove: (id: number) => void;
}

/** The queued toasts on Radix toast: live region, swipe, Escape, and F8 to reach them. */
export default function ToastList({ toasts, defaultDuration, onClose, onRemove }: ToastListProps) {
  const { t } = useTranslation('ui');
  return (
    <Toast.Provider duration={defaultDuration} label={t('toaster.itemLabel')}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={styles.tone[toast.tone]}
          open={toast.open}
          duration={toast.duration === 0 ? Number.POSITIVE_INFINITY : toast.duration}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClose(toast.id);
          }}
          onAnimationEnd={() => (toast.open ? undefined : onRemove(toast.id))}
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
      <Toast.Viewport className={styles.viewport} label={t('toaster.label')} />
    </Toast.Provider>
  );
}
