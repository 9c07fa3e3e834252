import { useCallback, useEffect, useState } from 'react';

export interface LoadState<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` whenever `key` changes (not while it is undefined) and on
 * `reload()`; an answer for an older key is dropped (the request is aborted).
 */
export function useLoad<T>(key: string | undefined, load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    setState((current) => ({ data: current.data, loading: true }));
    load(controller.signal)
      .then((data) => setState({ data, loading: false }))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setState({ error, loading: false });
      });
    return () => controller.abort();
    // `load` is a new function on every render; the key and the generation say when to load again.
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}
