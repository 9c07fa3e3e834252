import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { keys } from '../../../lib/data/keys.js';

/** A collect-node tag of an equipment (spec doc 3 §3). */
export interface CollectNodeTag {
  readonly id: string;
  readonly tag: string;
  readonly description?: string;
  readonly dataType?: string;
  readonly dataUnit?: string;
}

/** An equipment (gateway) record, fields of spec doc 3 §3 plus the owning enterprise. */
export interface EquipmentRecord {
  readonly id: string;
  /** Hardware id. */
  readonly equipmentId: string;
  /** The enterprise the equipment is registered to; its users may watch the live data. */
  readonly enterpriseId: string;
  readonly equipmentType?: { readonly id: string; readonly name: string };
  readonly equipmentCertify?: { readonly id: string };
  readonly equipmentStatus?: { readonly id: string; readonly name: string };
  readonly equipmentAddressable?: boolean;
  readonly equipmentIp?: string;
  readonly equipmentPort?: number;
  readonly registerCompanyName?: string;
  readonly collectNodeTags?: readonly CollectNodeTag[];
}

/** Reads an equipment by its GUID, or undefined. */
export async function getEquipmentById(options: { id: string }): Promise<EquipmentRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName, Key: keys.equipment(options.id) }));
  if (!result.Item) return undefined;
  const { pk, sk, entity, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk, ...equipment } = result.Item;
  return equipment as EquipmentRecord;
}
