import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { statusOf } from '@/api/http-client.js';
import { useLoad, type LoadState } from './use-load.js';

/**
 * Loads the record the address names in its query (`…?id=`); a missing id, or one the server does not find or
 * lets the caller read (400, 403, 404), goes to `/exception/415` (doc 3 §7). The path form is the equipment
 * feature's `useRecordOfPath`.
 */
export function useRecordOfQuery<T>(load: (id: string, signal: AbortSignal) => Promise<T>): LoadState<T> {
  const id = useSearchParams()[0].get('id');
  const navigate = useNavigate();
  const state = useLoad(id || undefined, (signal) => load(id!, signal));
  const missing = !id || (state.error !== undefined && [400, 403, 404].includes(statusOf(state.error)));
  useEffect(() => {
    if (missing) navigate('/exception/415', { replace: true });
  }, [missing, navigate]);
  return state;
}
