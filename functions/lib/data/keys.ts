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
  lookup: (collection: string, code: string) => ({ pk: `LOOKUP#${collection}`, sk: `CODE#${code}` }),
  region: (parentCode: string, code: string) => ({ pk: `REGION#${parentCode}`, sk: `CODE#${code}` }),
  /** Uniqueness marker: written in the same transaction as the record it guards. */
  unique: (kind: string, value: string) => ({ pk: `UNIQUE#${kind}#${value.toLowerCase()}`, sk: '#UNIQUE' }),
  /** The registration code last sent to a phone (one live code per phone). */
  verificationCode: (phone: string) => ({ pk: `VCODE#${phone}`, sk: '#REGISTER' }),
  /** A fixed-window counter: `scope` names the limit, `subject` what is counted, `window` the window's index. */
  rateLimit: (scope: string, subject: string, window: number) => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `WINDOW#${window}`,
  }),
  image: (imageName: string) => ({ pk: `IMAGE#${imageName}`, sk: '#META' }),
  equipment: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#META' }),
  /** Latest reading per node of one equipment: one item, one `node#<name>` attribute per node. */
  equipmentLatest: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#LATEST' }),
  telemetry: (equipmentId: string, receiveTime: number, node: string) => ({
    pk: `EQUIP#${equipmentId}#DATA`,
    sk: `${String(receiveTime).padStart(15, '0')}#${node}`,
  }),
  connection: (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: '#META' }),
  connectionSubscription: (connectionId: string, destination: string) => ({
    pk: `CONN#${connectionId}`,
    sk: `SUB#${destination}`,
  }),
  subscriber: (destination: string, connectionId: string) => ({ pk: `SUB#${destination}`, sk: `CONN#${connectionId}` }),
  chainRun: (runId: string) => ({ pk: `RUN#${runId}`, sk: '#META' }),
  chainRunModule: (runId: string, index: number) => ({
    pk: `RUN#${runId}`,
    sk: `MODULE#${String(index).padStart(4, '0')}`,
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
  /** gsi1: every city and district of a province, by code (one Query loads a province's subtree). */
  regionInProvince: (provinceCode: string, code: string) => ({ gsi1pk: `REGIONPROV#${provinceCode}`, gsi1sk: code }),
} as const;

/** Parent code of the provinces in the region tree. */
export const REGION_ROOT = 'CN';

/** Index names (see infra/definitions/table-definition.ts). */
export const indexes = { gsi1: 'gsi1', gsi2: 'gsi2', gsi3: 'gsi3' } as const;
