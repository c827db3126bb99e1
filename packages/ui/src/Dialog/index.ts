export { Dialog, type DialogProps, isAnyDialogOpen } from './Dialog.tsx';
