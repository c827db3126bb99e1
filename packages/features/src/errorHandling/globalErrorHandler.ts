/**
 * docs/RULES.md#error-texts Global handler: logs the error; unless a dialog is already open, shows an error dialog
 * titled "Error no controlado: " plus the error name, with the message as text. A suppression list
 * of two messages exists but, as the spec records, does not stop the dialog: it only marks the
 * error as known noise for the report.
 */
export const suppressedMessages = [
  'Argumento de constructor de matriz con tipo no válido',
  '_avast_submit',
] as const;

export interface ErrorView {
  name: string;
  message: string;
}

export interface GlobalErrorHandlerOptions {
  log: (error: unknown) => void;
  /** Reports to monitoring (production only; a no-op elsewhere). */
  report: (error: unknown, context: { suppressed: boolean }) => void;
  isDialogOpen: () => boolean;
  showDialog: (error: ErrorView) => void;
}

export function toErrorView(error: unknown): ErrorView {
  if (error instanceof Error) return { name: error.name || 'Error', message: error.message };
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return { name: typeof name === 'string' && name ? name : 'Error', message: String(message) };
  }
  return { name: 'Error', message: String(error) };
}

export function isSuppressed(view: ErrorView): boolean {
  return suppressedMessages.some((text) => view.message.includes(text));
}

export function createGlobalErrorHandler(options: GlobalErrorHandlerOptions) {
  return (error: unknown) => {
    options.log(error);
    const view = toErrorView(error);
    options.report(error, { suppressed: isSuppressed(view) });
    if (!options.isDialogOpen()) options.showDialog(view);
  };
}

/** Title of the error dialog (docs/RULES.md#error-texts). */
export function errorDialogTitle(view: ErrorView): string {
  return `Error no controlado: ${view.name}`;
}

/** Wires the handler to window errors and unhandled promise rejections; returns the undo. */
export function installGlobalErrorHandler(target: Window, handle: (error: unknown) => void): () => void {
  const onError = (event: ErrorEvent) => handle(event.error ?? new Error(event.message));
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
