import '../messages/messaging-messages.js';
import { useCallback, useEffect, useRef } from 'react';
import type { MessageKey } from '@/i18n/messages.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad, type LoadState } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { failureText } from './progress.js';

/** The toasts of a list: its not-found warning and its fetch-failure error (spec doc 1 §8). */
export interface ListingTexts {
  /** The warning of an empty answer (none: an empty answer is not worth a toast, e.g. a search). */
  empty?: MessageKey;
  failed: MessageKey;
}

/**
 * Loads a list with `useLoad` and says how each load ended: a warning when
 * it is empty, an error (with the server's message) when it fails. After
 * `refresh()` the result reads 刷新成功 or 刷新错误：<message> instead.
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
    } else if (texts.empty && state.data?.length === 0) {
      notify({ type: 'warning', content: t(texts.empty) });
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
