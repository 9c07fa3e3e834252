import { PERSON_ACCOUNT } from '../../../shared/constants/account-rules.js';
import type { PrivilegeRef } from '../../lib/auth/access-rule.js';
import type { Caller } from '../../lib/auth/caller.js';
import { assertPrivilege } from '../../lib/auth/privileges.js';
import { NotFoundError } from '../../lib/errors.js';
import type { AccountRef } from './data/records.js';

/** An account a request names, with its owner's name (the username, or the enterprise's name). */
export interface NamedAccount {
  readonly account: AccountRef;
  readonly name: string;
}

/** The caller's own account. */
export const personalAccount = (caller: Caller): NamedAccount => ({
  account: { kind: 'person', id: caller.userId },
  name: caller.username,
});

/** Whether a request's `account` names the caller's own: absent, empty, `person`, or the caller's user id. */
export const namesOwnAccount = (caller: Caller, account: string | undefined): boolean =>
  account === undefined || account === '' || account === PERSON_ACCOUNT || account === caller.userId;

/** An enterprise's account with its name; 404 for an enterprise that does not exist. */
export async function namedEnterpriseAccount(enterpriseId: string): Promise<NamedAccount> {
  const { getEnterprise } = await import('../identity/index.js');
  const enterprise = await getEnterprise({ enterpriseId });
  if (!enterprise) throw new NotFoundError('Enterprise not found');
  return { account: { kind: 'enterprise', id: enterpriseId }, name: enterprise.name };
}

/**
 * An enterprise's account for a caller who holds `privilege` there (platform administrators do everywhere): 403
 * otherwise, before anything tells whether the enterprise exists; 404 for an enterprise that does not.
 */
export async function enterpriseAccount(
  caller: Caller,
  enterpriseId: string,
  privilege: PrivilegeRef,
): Promise<NamedAccount> {
  await assertPrivilege(caller, enterpriseId, privilege);
  return namedEnterpriseAccount(enterpriseId);
}

/** The account a request's `account` field names (`namesOwnAccount`, else an enterprise id, with `privilege` there). */
export const accountNamed = (
  caller: Caller,
  account: string | undefined,
  privilege: PrivilegeRef,
): Promise<NamedAccount> =>
  namesOwnAccount(caller, account)
    ? Promise.resolve(personalAccount(caller))
    : enterpriseAccount(caller, account!, privilege);
