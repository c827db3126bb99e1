import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon.tsx';
import { usePortalContainer } from '../ThemeRoot/portalContainer.ts';
import * as styles from './Dialog.css.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (wrap on phones). */
  actions?: ReactNode;
  /** Show the × button (default true). */
  closable?: boolean;
  /** role="alertdialog" for dialogs that demand an answer. */
  alert?: boolean;
}

/** A modal dialog on Radix: focus trap, Escape closes, focus returns to what opened it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  closable = true,
  alert = false,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const container = usePortalContainer();
  // Controlled dialogs have no Radix trigger: remember what had focus (layout effects run before
  // Radix moves focus in) and give it back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          role={alert ? 'alertdialog' : 'dialog'}
          onCloseAutoFocus={(event) => {
            if (returnFocus.current?.isConnected) {
              event.preventDefault();
              returnFocus.current.focus();
            }
          }}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className={styles.description} hidden />
          )}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {closable ? (
            <RadixDialog.Close className={styles.close} aria-label={t('dialog.close')}>
              <Icon name="close" size={18} />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Whether a dialog of the portal is open now (the error handler does not stack a second one). */
export function isAnyDialogOpen(doc: Document = document): boolean {
  return (
    doc.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null
  );
}
