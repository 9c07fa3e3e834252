import { listPlatformUsers, type PageOf, type UserListItem } from '../../api/users.js';
import { useLoad, type LoadState } from '@/components/use-load.js';

/** One page of the platform user list, reloaded when the query changes. */
export function usePlatformUsers(query: {
  type: 'platform' | 'private';
  username: string;
  pageNumber: number;
  pageSize: number;
}): LoadState<PageOf<UserListItem>> {
  return useLoad(JSON.stringify(query), (signal) => listPlatformUsers(query, signal));
}
