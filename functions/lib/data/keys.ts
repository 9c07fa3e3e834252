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
  image: (imageName: string) => ({ pk: `IMAGE#${imageName}`, sk: '#META' }),
  equipment: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#META' }),
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
  chainRunModule: (runId: string, index: number) => ({ pk: `RUN#${runId}`, sk: `MODULE#${String(index).padStart(4, '0')}` }),
} as const;

/** Index names (see infra/definitions/table-definition.ts). */
export const indexes = { gsi1: 'gsi1', gsi2: 'gsi2', gsi3: 'gsi3' } as const;
