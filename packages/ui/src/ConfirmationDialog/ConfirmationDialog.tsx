import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';

export interface ConfirmationDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults (docs/RULES.md#error-texts): "Confirm action", "Are you sure you want to confirm this action?", "Confirm", "Cancel", translated. */
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/** The generic confirmation (docs/RULES.md#error-texts). Escape and the × count as cancel. */
export function ConfirmationDialog({
  open,
  onConfirm,
  onCancel,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive,
}: ConfirmationDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      open={open}
      alert
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title ?? t('confirmationDialog.title')}
      description={message ?? t('confirmationDialog.message')}
      actions={
        <>
          <Button tone="secondary" onClick={onCancel}>
            {cancelLabel ?? t('confirmationDialog.cancel')}
          </Button>
          <Button tone={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? t('confirmationDialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
