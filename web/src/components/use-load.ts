import { useCallback, useEffect, useState } from 'react';

/** What a screen shows of one load: the last answer, the failure (an `ApiError` keeps its status), whether one runs. */
export interface LoadState<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  reload: () => void;
}

/**
 * The console's one data-loading hook. Runs `load` whenever `key` changes (not
 * while it is undefined: then nothing is loaded or loading) and on `reload()`;
 * while a new answer loads the last one stays shown, and an answer for an older
 * key is dropped (its request aborted).
 */
export function useLoad<T>(key: string | undefined, load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: key !== undefined });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (key === undefined) {
      setState({ loading: false });
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ data: current.data, loading: true }));
    load(controller.signal)
      .then((data) => setState({ data, loading: false }))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setState({ error, loading: false });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a new function on every render; the key and the generation say when to load again.
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}
