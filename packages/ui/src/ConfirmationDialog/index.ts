export { ConfirmationDialog, type ConfirmationDialogProps } from './ConfirmationDialog.tsx';
