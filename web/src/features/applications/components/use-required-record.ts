import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { statusOf } from '@/api/http-client.js';
import { useLoad, type LoadState } from '@/components/use-load.js';

/**
 * Loads the record an address names (`?id=`); a missing id or a record that cannot be found goes to
 * `/exception/415` (doc 2 §5, §8).
 */
export function useRequiredRecord<T>(
  id: string | null,
  load: (id: string, signal: AbortSignal) => Promise<T>,
): LoadState<T> {
  const navigate = useNavigate();
  const state = useLoad(id ?? undefined, (signal) => load(id!, signal));
  const missing = !id || (state.error !== undefined && [400, 403, 404].includes(statusOf(state.error)));
  useEffect(() => {
    if (missing) navigate('/exception/415', { replace: true });
  }, [missing, navigate]);
  return state;
}
