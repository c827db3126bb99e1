export { Snackbar, type SnackbarDismissReason, type SnackbarProps } from './Snackbar.tsx';
