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

/**
 * The wait before the prefetch: the first screen's own chunks and calls come first (fetched at once they shared a
 * phone's bandwidth with the landing page's and the console home's first paint).
 */
const PREFETCH_DELAY_MS = 3000;

/** Starts fetching the deferred components once the first screen has had its turn and the browser is idle. */
export function prefetchDeferredComponents(): () => void {
  const start = () => {
    void loadFlashbar();
    void loadModal();
  };
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
    else start();
  }, PREFETCH_DELAY_MS);
  return () => clearTimeout(timer);
}
