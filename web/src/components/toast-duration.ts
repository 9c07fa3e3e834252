export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** How long a toast stays (spec doc 1 §1): 1 s on success, 3 s on failure or warning. */
export function toastDurationMs(type: ToastType): number {
  return type === 'success' ? 1000 : 3000;
}
