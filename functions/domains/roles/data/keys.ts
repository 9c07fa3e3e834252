/**
 * Key builders of the roles domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const roleKeys = {
  functionRole: (userId: string, code: string) => ({ pk: `USER#${userId}`, sk: `FROLE#${code}` }),
  roleAssignment: (userId: string, enterpriseId: string, roleId: string) => ({
    pk: `USER#${userId}`,
    sk: `ROLE#${enterpriseId}#${roleId}`,
  }),
  role: (enterpriseId: string, roleId: string) => ({ pk: `ENT#${enterpriseId}`, sk: `ROLE#${roleId}` }),
  /** A user's application for a role (grants area; kept out of `USER#`, which loadCaller reads whole). */
  roleApplication: (applicationId: string) => ({ pk: `ROLEAPP#${applicationId}`, sk: '#META' }),
  /** Exists while a user's application for a role is pending: at most one pending application per user and role. */
  pendingRoleApplication: (userId: string, roleId: string) => ({
    pk: `ROLEAPPPENDING#${userId}#${roleId}`,
    sk: '#PENDING',
  }),
  /** An enterprise's request for an application's privileges (grants area). */
  enterpriseAuthRequest: (requestId: string) => ({ pk: `ENTAUTHREQ#${requestId}`, sk: '#META' }),
  /** Exists while an enterprise's request for an application is pending: one pending request per enterprise and app. */
  pendingEnterpriseAuth: (enterpriseId: string, appCode: string) => ({
    pk: `ENTAUTHPENDING#${enterpriseId}#${appCode.toLowerCase()}`,
    sk: '#PENDING',
  }),
  /** The privileges of an application granted to an enterprise (union of its approved requests). */
  enterpriseAuthGrant: (enterpriseId: string, appCode: string) => ({
    pk: `ENTAUTH#${enterpriseId}`,
    sk: `APP#${appCode}`,
  }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const roleIndexKeys = {
  /** gsi1: the users holding a role (role-assignment items). */
  holderOfRole: (roleId: string, userId: string) => ({ gsi1pk: `ROLEUSERS#${roleId}`, gsi1sk: `USER#${userId}` }),
  /** gsi2: a role by its id alone (the role's enterprise is not known to `roleWithUsers?role=`). */
  roleById: (roleId: string) => ({ gsi2pk: `ROLEID#${roleId}`, gsi2sk: '#ROLE' }),
  /** gsi1: the holders of a function role (`FROLE#` items; platform-admin, auditor). */
  holderOfFunctionRole: (code: string, userId: string) => ({ gsi1pk: `FROLEUSERS#${code}`, gsi1sk: `USER#${userId}` }),
  /** gsi1: a user's role applications, by creation time. */
  roleApplicationOfUser: (userId: string, createdAt: string, applicationId: string) => ({
    gsi1pk: `ROLEAPPS#USER#${userId}`,
    gsi1sk: `${createdAt}#${applicationId}`,
  }),
  /** gsi2: the role applications of an enterprise (NIL_ID: platform roles) in one state, by creation time. */
  roleApplicationOfEnterprise: (enterpriseId: string, state: string, createdAt: string, applicationId: string) => ({
    gsi2pk: `ROLEAPPS#${enterpriseId}#${state}`,
    gsi2sk: `${createdAt}#${applicationId}`,
  }),
  /** gsi1: an enterprise's authorisation requests, by creation time. */
  enterpriseAuthOfEnterprise: (enterpriseId: string, createdAt: string, requestId: string) => ({
    gsi1pk: `ENTAUTHS#${enterpriseId}`,
    gsi1sk: `${createdAt}#${requestId}`,
  }),
  /** gsi2 (sparse: pending requests only): every pending authorisation request, by lower-case enterprise name. */
  pendingEnterpriseAuth: (enterpriseName: string, createdAt: string, requestId: string) => ({
    gsi2pk: 'ENTAUTHS#PENDING',
    gsi2sk: `${enterpriseName.toLowerCase()}#${createdAt}#${requestId}`,
  }),
} as const;

declare module '../../../lib/data/records.js' {
  /** The roles domain's values guarded by uniqueness markers. Role names are unique per enterprise: value `<enterpriseId>#<name>`. */
  interface UniqueKinds {
    roleName: true;
  }
}
