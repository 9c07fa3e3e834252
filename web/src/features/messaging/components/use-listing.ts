import '../messages/messaging-messages.js';
import { useCallback, useEffect, useRef } from 'react';
import type { MessageKey } from '@/i18n/messages.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad, type LoadState } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { failureText } from './progress.js';

/** The toast of a list's fetch failure (spec doc 1 §8), and the list's name in the result of a refresh. */
export interface ListingTexts {
  failed: MessageKey;
  /** What a refresh reports as refreshed ("消息组已刷新，共 3 项"); lists never refreshed by hand have none. */
  list?: string;
}

/**
 * Loads a list with `useLoad` and toasts a failure (with the server's
 * message). An empty answer is no toast: the table's empty state says it
 * (spec doc 1 §8 names 未查询到…/未获取到… warnings; as toasts they only
 * repeated the table). After `refresh()` the result names the list and its size ("消息组已刷新，共 3 项") or
 * 刷新错误：<message>.
 */
export function useListing<T>(
  key: string | undefined,
  load: (signal: AbortSignal) => Promise<T[]>,
  texts: ListingTexts,
): LoadState<T[]> & { refresh: () => void } {
  const { notify } = useNotifications();
  const { t } = useI18n();
  const state = useLoad(key, load);
  const refreshing = useRef(false);
  useEffect(() => {
    if (state.loading || (!state.data && !state.error)) return;
    const wasRefresh = refreshing.current;
    refreshing.current = false;
    if (state.error) {
      notify({
        type: 'error',
        content: failureText(t(wasRefresh ? 'messaging.spec.refreshFailed' : texts.failed), state.error),
      });
    } else if (wasRefresh) {
      notify({
        type: 'success',
        content: t('messaging.refreshed', { list: texts.list ?? '', count: state.data?.length ?? 0 }),
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Runs once per finished load: data and error are new objects each time.
  }, [state.data, state.error, state.loading]);
  const { reload } = state;
  const refresh = useCallback(() => {
    refreshing.current = true;
    reload();
  }, [reload]);
  return { ...state, refresh };
}
