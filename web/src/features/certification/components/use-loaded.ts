import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/api/http-client.js';

export interface Loaded<T> {
  data?: T;
  /** The failed load (an `ApiError` keeps the status: 404 and 403 read differently). */
  error?: ApiError | Error;
  loading: boolean;
  reload: () => void;
}

/** Runs `load` when `key` changes (skipped while `key` is undefined) and on `reload()`. */
export function useLoaded<T>(key: string | undefined, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    load(controller.signal)
      .then((data) => setState({ data, loading: false }))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setState({ error, loading: false });
      });
    return () => controller.abort();
    // `load` is recreated on every render; the key and the generation say when to load again.
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}

/** The HTTP status of a failed load (0 for a network failure or a non-HTTP error). */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}
