import { lazy } from 'react';

/*
 * Cloudscape components that only appear after something happens (a toast,
 * a dialog) are loaded apart from the page's initial bundle and fetched in
 * the background once the page is idle, so they are ready when needed.
 */
const loadFlashbar = () => import('@cloudscape-design/components/flashbar');
const loadModal = () => import('@cloudscape-design/components/modal');

export const DeferredFlashbar = lazy(loadFlashbar);
export const DeferredModal = lazy(loadModal);

/** Starts fetching the deferred components when the browser is idle. */
export function prefetchDeferredComponents(): void {
  const start = () => {
    void loadFlashbar();
    void loadModal();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
