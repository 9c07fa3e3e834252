import { useEffect, useState } from 'react';
import { useCursorList } from '@/components/use-cursor-list.js';
import type { DeploymentPage, DeploymentSummary } from '../api/deployments.js';

/** How often a list with an app booting (or a saga running) is read again. */
export const POLL_MS = 3_000;

/** The page size the running apps' lists read. */
export const DEPLOYMENT_PAGE_SIZE = 20;

/**
 * A list of deployments read a page at a time (`useCursorList`), with the deployed-apps counts its first page
 * answers, read again every `POLL_MS` while an app boots or a purchase, upgrade or restore runs, so the states the
 * runtime reports show without a manual refresh.
 */
export function useDeploymentList(
  key: string | undefined,
  load: (cursor: string | undefined, signal: AbortSignal) => Promise<DeploymentPage>,
) {
  const [counts, setCounts] = useState<DeploymentPage>();
  const list = useCursorList<DeploymentSummary>(key, async (cursor, signal) => {
    const page = await load(cursor, signal);
    if (!cursor) setCounts(page);
    return { items: page.items, ...(page.cursor ? { cursor: page.cursor } : {}) };
  });
  usePolling(list.items.some(isChanging), list.reload);
  return { list, counts };
}

/** Whether a deployment is on its way somewhere: booting, or a purchase, upgrade or restore running for it. */
export const isChanging = (deployment: DeploymentSummary) => deployment.status === 'booting' || deployment.busy;

/** Calls `reload` every `POLL_MS` while `active`. */
export function usePolling(active: boolean, reload: () => void): void {
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(reload, POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, reload]);
}
