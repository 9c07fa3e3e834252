import { useCallback, useEffect, useRef, useState } from 'react';
import type { CursorPage } from '@/api/http-client.js';

/** A list read a page at a time from the server: what is loaded so far and how to read on. */
export interface CursorListState<T> {
  readonly items: readonly T[];
  readonly error?: Error;
  readonly loading: boolean;
  /** More pages wait on the server. */
  readonly hasMore: boolean;
  /** Reads the next page and appends it (nothing while one loads or none is left). */
  readonly loadMore: () => void;
  /** Reads the list again from its first page. */
  readonly reload: () => void;
}

/** What the hook keeps: the pages read so far of the list `of` (its key), and the cursor of the next one. */
interface Loaded<T> {
  readonly of?: string;
  readonly items: readonly T[];
  readonly cursor?: string;
  readonly error?: Error;
  readonly loading: boolean;
}

/**
 * A cursor-paged list (the gateway lists: `callPage`, docs/equipment.md): loads the first page whenever `key`
 * changes (not while it is undefined), the next one on `loadMore()`, appending it. A reload keeps what is shown
 * until the new first page replaces it; another key shows nothing of the last one, and a page of an older key is
 * dropped (its request aborted), so a screen never mixes two lists.
 */
export function useCursorList<T>(
  key: string | undefined,
  loadPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T[]>>,
): CursorListState<T> {
  const [state, setState] = useState<Loaded<T>>({ items: [], loading: key !== undefined });
  const [generation, setGeneration] = useState(0);
  const current = useRef<AbortController | undefined>(undefined);
  const read = useCallback(
    (cursor: string | undefined) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState((before) => ({ of: before.of, items: before.items, cursor, loading: true }));
      loadPage(cursor, controller.signal)
        .then((page) =>
          setState((before) => ({
            of: key,
            items: cursor && before.of === key ? [...before.items, ...page.items] : page.items,
            cursor: page.cursor,
            loading: false,
          })),
        )
        .catch((error: Error) => {
          if (error.name !== 'AbortError') setState((before) => ({ ...before, error, loading: false }));
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `loadPage` is a new function on every render; the key says which list it reads.
    [key],
  );
  useEffect(() => {
    if (key === undefined) {
      setState({ items: [], loading: false });
      return;
    }
    read(undefined);
    return () => current.current?.abort();
  }, [key, generation, read]);
  const loadMore = useCallback(() => {
    if (!state.loading && state.cursor) read(state.cursor);
  }, [read, state.loading, state.cursor]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const shown = state.of === key;
  return {
    items: shown ? state.items : [],
    error: state.error,
    loading: state.loading,
    hasMore: shown && Boolean(state.cursor),
    loadMore,
    reload,
  };
}
