import { listEmployees, type PageOf, type UserWithEnterprise } from '../../api/users.js';
import { useLoad, type LoadState } from '@/components/use-load.js';

export type EmployeeType = 'all' | 'verified' | 'unverified';

/** One page of an enterprise's employees (`userWithEnterprises`), reloaded when the query changes. */
export function useEmployees(query: {
  enterpriseId: string | undefined;
  username: string;
  type: EmployeeType;
  pageNumber: number;
  pageSize: number;
}): LoadState<PageOf<UserWithEnterprise>> {
  return useLoad(query.enterpriseId ? JSON.stringify(query) : undefined, (signal) =>
    listEmployees({ ...query, enterpriseId: query.enterpriseId }, signal),
  );
}
