/**
 * Key builders of the single table, in one place so every entity module and
 * docs/data-model.md agree. Prefixes are upper case; ids are UUIDs or codes.
 * `#`-prefixed sort keys sort before every entity-typed sort key.
 */

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: '#PROFILE' }),
  session: (userId: string) => ({ pk: `USER#${userId}`, sk: '#SESSION' }),
  functionRole: (userId: string, code: string) => ({ pk: `USER#${userId}`, sk: `FROLE#${code}` }),
  membership: (userId: string, enterpriseId: string) => ({ pk: `USER#${userId}`, sk: `ENT#${enterpriseId}` }),
  roleAssignment: (userId: string, enterpriseId: string, roleId: string) => ({
    pk: `USER#${userId}`,
    sk: `ROLE#${enterpriseId}#${roleId}`,
  }),
  enterprise: (enterpriseId: string) => ({ pk: `ENT#${enterpriseId}`, sk: '#META' }),
  role: (enterpriseId: string, roleId: string) => ({ pk: `ENT#${enterpriseId}`, sk: `ROLE#${roleId}` }),
  roleMenuPrivilege: (roleId: string, menuId: string) => ({ pk: `ROLE#${roleId}`, sk: `MENU#${menuId}` }),
  menu: (enterpriseId: string, menuId: string) => ({ pk: `MENUS#${enterpriseId}`, sk: `MENU#${menuId}` }),
  /** A deployed front end (kind `web`) that menus can point at. */
  deployment: (kind: string, deploymentId: string) => ({ pk: `DEPLOYMENTS#${kind}`, sk: `DEPLOY#${deploymentId}` }),
  lookup: (collection: string, code: string) => ({ pk: `LOOKUP#${collection}`, sk: `CODE#${code}` }),
  region: (parentCode: string, code: string) => ({ pk: `REGION#${parentCode}`, sk: `CODE#${code}` }),
  /** Uniqueness marker: written in the same transaction as the record it guards. */
  unique: (kind: string, value: string) => ({ pk: `UNIQUE#${kind}#${value.toLowerCase()}`, sk: '#UNIQUE' }),
  /**
   * The code last sent to a phone for one purpose (one live code per phone and purpose), so a
   * registration, password-reset, username-recovery or sign-in code never satisfies another purpose.
   */
  verificationCode: (phone: string, purpose: string = 'REGISTER') => ({ pk: `VCODE#${phone}`, sk: `#${purpose}` }),
  /** A sign-in session (token `origin_jti`, else `auth_time`) that passed the phone check; read with the caller. */
  phoneValidation: (userId: string, sessionKey: string) => ({ pk: `USER#${userId}`, sk: `PHONEOK#${sessionKey}` }),
  /** An e-mailed account token, keyed by the sha256 of the token (the token itself is never stored). */
  emailToken: (tokenHash: string) => ({ pk: `EMAILTOKEN#${tokenHash}`, sk: '#TOKEN' }),
  /** A private registration waiting for its e-mail verification (no profile exists until then). */
  pendingRegistration: (userId: string) => ({ pk: `PENDREG#${userId}`, sk: '#META' }),
  /** A fixed-window counter: `scope` names the limit, `subject` what is counted, `window` the window's index. */
  rateLimit: (scope: string, subject: string, window: number) => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `WINDOW#${window}`,
  }),
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

/**
 * Secondary-index keys (attribute values of gsi1pk/gsi1sk) written next to the
 * item they index; each serves one reverse access pattern of docs/data-model.md.
 */
export const indexKeys = {
  /** gsi1: every user profile, ordered by lower-case username (platform user list). */
  userByName: (username: string) => ({ gsi1pk: 'USERS', gsi1sk: `USERNAME#${username.toLowerCase()}` }),
  /** gsi1: every enterprise, ordered by name (enterprise list). */
  enterpriseByName: (name: string) => ({ gsi1pk: 'ENTERPRISES', gsi1sk: `NAME#${name}` }),
  /** gsi1: the members of an enterprise (membership items). */
  memberOfEnterprise: (enterpriseId: string, userId: string) => ({
    gsi1pk: `ENTMEMBERS#${enterpriseId}`,
    gsi1sk: `USER#${userId}`,
  }),
  /** gsi1: the users holding a role (role-assignment items). */
  holderOfRole: (roleId: string, userId: string) => ({ gsi1pk: `ROLEUSERS#${roleId}`, gsi1sk: `USER#${userId}` }),
  /** gsi1: the roles granting privileges on a menu (role-menu-privilege items). */
  roleOfMenu: (menuId: string, roleId: string) => ({ gsi1pk: `MENUROLES#${menuId}`, gsi1sk: `ROLE#${roleId}` }),
  /** gsi2: a menu by its id alone (deleteMenu/{id} names no scope). */
  menuById: (menuId: string) => ({ gsi2pk: `MENUID#${menuId}`, gsi2sk: '#MENU' }),
  /** gsi2: a role by its id alone (the role's enterprise is not known to `roleWithUsers?role=`). */
  roleById: (roleId: string) => ({ gsi2pk: `ROLEID#${roleId}`, gsi2sk: '#ROLE' }),
  /** gsi2: the enterprise certification review queue by verify status, by submission time. */
  enterpriseVerification: (status: string, submitTime: string, enterpriseId: string) => ({
    gsi2pk: `VERIFY#ENT#${status}`,
    gsi2sk: `${submitTime}#${enterpriseId}`,
  }),
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
  /** gsi1: every city and district of a province, by code (one Query loads a province's subtree). */
  regionInProvince: (provinceCode: string, code: string) => ({ gsi1pk: `REGIONPROV#${provinceCode}`, gsi1sk: code }),
} as const;

/** Parent code of the provinces in the region tree. */
export const REGION_ROOT = 'CN';

/** Index names (see infra/definitions/table-definition.ts). */
export const indexes = { gsi1: 'gsi1', gsi2: 'gsi2', gsi3: 'gsi3' } as const;
