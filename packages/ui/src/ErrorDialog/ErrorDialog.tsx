import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';

export interface ErrorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error: { name: string; message: string };
}

/** The global error handler's dialog (docs/RULES.md#error-texts): "Error no controlado: " plus the error name, the message as text. */
export function ErrorDialog({ open, onOpenChange, error }: ErrorDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      open={open}
      alert
      onOpenChange={onOpenChange}
      title={`${t('errorDialog.title')}${error.name}`}
      description={error.message}
      actions={<Button onClick={() => onOpenChange(false)}>{t('errorDialog.close')}</Button>}
    />
  );
}
