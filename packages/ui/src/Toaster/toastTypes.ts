// The toast shapes, apart from Toaster.tsx so that the lazily loaded ToastList needs no cycle back.
export interface ToastInput {
  title: string;
  description?: string;
  tone?: 'info' | 'success' | 'error';
  /** Milliseconds on screen (default 5000); errors stay until closed when 0. */
  duration?: number;
  /** One thing to do about it ("Ver comprobante"); `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onSelect: () => void };
}

export interface QueuedToast extends Required<Pick<ToastInput, 'title' | 'tone'>> {
  id: number;
  description?: string;
  duration?: number;
  action?: ToastInput['action'];
}
