import '../messages/messaging-messages.js';
import { useCallback, useEffect, useRef } from 'react';
import type { MessageKey } from '@/i18n/messages.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad, type LoadState } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { failureText } from './progress.js';

/** The toast of a list's fetch failure (spec doc 1 §8). */
export interface ListingTexts {
  failed: MessageKey;
}

/**
 * Loads a list with `useLoad` and toasts a failure (with the server's
 * message). An empty answer is no toast: the table's empty state says it
 * (spec doc 1 §8 names 未查询到…/未获取到… warnings; as toasts they only
 * repeated the table). After `refresh()` the result reads 刷新成功 or
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
      notify({ type: 'success', content: t('messaging.spec.refreshSuccess') });
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
