import * as Toast from '@radix-ui/react-toast';
import { useRef } from 'react';
import * as styles from './Snackbar.css.ts';

export type SnackbarDismissReason = 'timeout' | 'action';

export interface SnackbarProps {
  open: boolean;
  message: string;
  /** Label of the optional action button, e.g. "Cancelar". */
  actionLabel?: string;
  onAction?: () => void;
  /** Milliseconds before it closes by itself (docs/RULES.md#app-update: the update snackbar shows 3 s). */
  duration: number;
  /** Called once when it closes, with why. Swipes and Escape count as a timeout (no action taken). */
  onDismiss: (reason: SnackbarDismissReason) => void;
}

/** A short message at the bottom of the screen, announced politely, with one optional action (Radix toast). */
export function Snackbar({ open, message, actionLabel, onAction, duration, onDismiss }: SnackbarProps) {
  const reason = useRef<SnackbarDismissReason>('timeout');
  return (
    <Toast.Provider duration={duration} swipeDirection="down">
      <Toast.Root
        className={styles.root}
        open={open}
        type="foreground"
        onOpenChange={(next) => {
          if (next) return;
          onDismiss(reason.current);
          reason.current = 'timeout';
        }}
      >
        <Toast.Description className={styles.message}>{message}</Toast.Description>
        {actionLabel ? (
          <Toast.Action
            className={styles.action}
            altText={actionLabel}
            onClick={() => {
              reason.current = 'action';
              onAction?.();
            }}
          >
            {actionLabel}
          </Toast.Action>
        ) : null}
      </Toast.Root>
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
