/**
 * Key builders of the identity domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
/** Parent code of the provinces in the region tree. */
export const REGION_ROOT = 'CN';

export const identityKeys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: '#PROFILE' }),
  session: (userId: string) => ({ pk: `USER#${userId}`, sk: '#SESSION' }),
  membership: (userId: string, enterpriseId: string) => ({ pk: `USER#${userId}`, sk: `ENT#${enterpriseId}` }),
  enterprise: (enterpriseId: string) => ({ pk: `ENT#${enterpriseId}`, sk: '#META' }),
  lookup: (collection: string, code: string) => ({ pk: `LOOKUP#${collection}`, sk: `CODE#${code}` }),
  region: (parentCode: string, code: string) => ({ pk: `REGION#${parentCode}`, sk: `CODE#${code}` }),
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
  /**
   * A single-use ticket of the platform WebSocket's `$connect`, keyed by the sha256 of the ticket (the ticket itself
   * is never stored; docs/realtime.md).
   */
  websocketTicket: (ticketHash: string) => ({ pk: `WSTICKET#${ticketHash}`, sk: '#TICKET' }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const identityIndexKeys = {
  /** gsi1: every user profile, ordered by lower-case username (platform user list). */
  userByName: (username: string) => ({ gsi1pk: 'USERS', gsi1sk: `USERNAME#${username.toLowerCase()}` }),
  /** gsi1: every enterprise, ordered by name (enterprise list). */
  enterpriseByName: (name: string) => ({ gsi1pk: 'ENTERPRISES', gsi1sk: `NAME#${name}` }),
  /** gsi1: the members of an enterprise (membership items). */
  memberOfEnterprise: (enterpriseId: string, userId: string) => ({
    gsi1pk: `ENTMEMBERS#${enterpriseId}`,
    gsi1sk: `USER#${userId}`,
  }),
  /** gsi2: the enterprise certification review queue by verify status, by submission time. */
  enterpriseVerification: (status: string, submitTime: string, enterpriseId: string) => ({
    gsi2pk: `VERIFY#ENT#${status}`,
    gsi2sk: `${submitTime}#${enterpriseId}`,
  }),
  /** gsi1: every city and district of a province, by code (one Query loads a province's subtree). */
  regionInProvince: (provinceCode: string, code: string) => ({ gsi1pk: `REGIONPROV#${provinceCode}`, gsi1sk: code }),
} as const;

declare module '../../../lib/data/records.js' {
  /** The identity domain's values guarded by uniqueness markers. */
  interface UniqueKinds {
    username: true;
    email: true;
    phone: true;
    enterpriseName: true;
  }
}
