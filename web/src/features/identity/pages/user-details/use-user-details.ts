import {
  getEnterpriseProjections,
  getUser,
  getUserInfo,
  type EnterpriseProjection,
  type User,
  type UserInfo,
} from '../../api/users.js';
import { useLoad, type LoadState } from '@/components/use-load.js';

export interface UserDetails {
  user: User;
  info: UserInfo;
  projections: EnterpriseProjection[];
}

/** The signed-in user's profile, metadata and enterprises with roles (three calls in parallel). */
export function useUserDetails(userId: string | undefined): LoadState<UserDetails> {
  return useLoad(userId, async (signal) => {
    const [user, info, projections] = await Promise.all([
      getUser(userId!, signal),
      getUserInfo(userId!, signal),
      getEnterpriseProjections(userId!, signal),
    ]);
    return { user, info, projections };
  });
}
