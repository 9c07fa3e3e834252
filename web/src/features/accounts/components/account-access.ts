import { useSession } from '@/session/session-context.js';

/** Whether the signed-in user is a platform administrator (who confirms top-ups and holds every privilege). */
export function useIsPlatformAdmin(): boolean {
  return !!useSession().data?.functionRoles.some((role) => role.code === 'platform-admin');
}

/**
 * Whether the current context grants a privilege of the enterprise account's menu (`view`, `pay`): the same rule the
 * server checks; platform administrators hold it everywhere.
 */
export function useEnterpriseAccountPrivilege(code: 'view' | 'pay'): boolean {
  const session = useSession().data;
  const platformAdmin = useIsPlatformAdmin();
  const granted = !!session?.privileges
    .find((menu) => menu.url?.replace(/^\/?(console\/)?/, '') === 'enterprise-account')
    ?.privileges.includes(code);
  return platformAdmin || granted;
}
