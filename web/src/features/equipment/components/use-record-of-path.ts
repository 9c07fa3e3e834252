import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { statusOf } from '@/api/http-client.js';
import { useLoad, type LoadState } from '@/components/use-load.js';

/**
 * Loads the record the address names (`…/{id}`); a missing id, or one the server does not find for the current
 * enterprise (400, 403, 404), goes to `/exception/415` (doc 3 §7).
 */
export function useRecordOfPath<T>(load: (id: string, signal: AbortSignal) => Promise<T>): LoadState<T> {
  const { id } = useParams();
  const navigate = useNavigate();
  const state = useLoad(id || undefined, (signal) => load(id!, signal));
  const missing = !id || (state.error !== undefined && [400, 403, 404].includes(statusOf(state.error)));
  useEffect(() => {
    if (missing) navigate('/exception/415', { replace: true });
  }, [missing, navigate]);
  return state;
}
