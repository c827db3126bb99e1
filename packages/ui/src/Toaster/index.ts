export { Toaster, type ToastInput, useToast } from './Toaster.tsx';
