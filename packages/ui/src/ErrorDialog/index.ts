export { ErrorDialog, type ErrorDialogProps } from './ErrorDialog.tsx';
