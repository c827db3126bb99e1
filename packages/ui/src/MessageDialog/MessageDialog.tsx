import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';

export interface MessageDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  /** Label of the single button (default "Entendido"). */
  okLabel?: string;
}

/** A title, a text and one button: outcomes such as the risk-profile answer (docs/RULES.md#error-texts). */
export function MessageDialog({ open, onClose, title, text, okLabel }: MessageDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={text}
      actions={<Button onClick={onClose}>{okLabel ?? t('messageDialog.ok')}</Button>}
    />
  );
}
