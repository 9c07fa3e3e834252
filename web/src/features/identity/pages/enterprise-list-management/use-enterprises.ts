import { listEnterprises, type EnterpriseListItem, type PageOf } from '../../api/users.js';
import { useLoad, type LoadState } from '@/components/use-load.js';

/** One page of the enterprise list, reloaded when the query changes. */
export function useEnterprises(query: {
  name: string;
  from: string;
  to: string;
  pageNumber: number;
  pageSize: number;
}): LoadState<PageOf<EnterpriseListItem>> {
  return useLoad(JSON.stringify(query), (signal) => listEnterprises(query, signal));
}
