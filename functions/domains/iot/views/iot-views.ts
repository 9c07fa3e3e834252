import {
  EQUIPMENT_STATUS,
  EQUIPMENT_STATUS_NAMES,
  type EquipmentStatusCode,
} from '../../../../shared/constants/equipment-rules.js';
import type {
  DataPush,
  DataPushDelivery,
  Group,
  Product,
  ProductDetail,
} from '../../../../shared/schemas/iot-responses.js';
import type { EquipmentTypeRecord } from '../../equipment/index.js';
import type { GroupRecord } from '../data/group.js';
import type { ProductTemplateRecord } from '../data/product-template.js';
import type { PushDeliveryRecord } from '../data/push-delivery-log.js';
import type { PushRuleRecord } from '../data/push-rule.js';

/** A gateway status as the IoT answers carry it: the code and its Chinese name (the console names it itself). */
export function statusView(code: string | undefined): { id: string; name: string } {
  const id = (code && code in EQUIPMENT_STATUS_NAMES ? code : EQUIPMENT_STATUS.offline) as EquipmentStatusCode;
  return { id, name: EQUIPMENT_STATUS_NAMES[id].cn };
}

/** An equipment type and its template as a product of the list. */
export function productView(type: EquipmentTypeRecord, template: ProductTemplateRecord | undefined): Product {
  return {
    id: type.id,
    code: type.code,
    name: type.name,
    description: type.description,
    gatewayCount: type.gatewayCount ?? 0,
    nodeCount: template?.nodes.length ?? 0,
    ...(template ? { templateUpdateDate: template.updateDate, templateUpdateByName: template.updateByName } : {}),
  };
}

/** A product with its template's nodes. */
export function productDetailView(
  type: EquipmentTypeRecord,
  template: ProductTemplateRecord | undefined,
): ProductDetail {
  return { ...productView(type, template), nodes: (template?.nodes ?? []).map((node) => ({ ...node })) };
}

export function groupView(group: GroupRecord): Group {
  return {
    id: group.id,
    name: group.name,
    ...(group.description ? { description: group.description } : {}),
    memberCount: group.memberCount,
    createDate: group.createDate,
    updateDate: group.updateDate,
    updateByName: group.updateByName,
  };
}

/** A rule without its secret; a group or gateway scope carries the name it has now, when known. */
export function pushRuleView(rule: PushRuleRecord, scopeName?: string): DataPush {
  return {
    id: rule.id,
    name: rule.name,
    url: rule.url,
    hasSecret: Boolean(rule.secret),
    scope: {
      kind: rule.scope.kind,
      ...(rule.scope.kind === 'all' ? {} : { id: rule.scope.id }),
      ...(scopeName ? { name: scopeName } : {}),
    },
    enabled: rule.enabled,
    createDate: rule.createDate,
    updateDate: rule.updateDate,
    updateByName: rule.updateByName,
  };
}

/** A delivery log entry as answered (the enterprise id stays inside). */
export function deliveryView(entry: PushDeliveryRecord): DataPushDelivery {
  // Field by field: a stored log item also carries its table keys and expiry, which no answer may show.
  return {
    id: entry.id,
    ruleId: entry.ruleId,
    at: entry.at,
    equipmentId: entry.equipmentId,
    outcome: entry.outcome,
    ...(entry.statusCode !== undefined ? { statusCode: entry.statusCode } : {}),
    ...(entry.error !== undefined ? { error: entry.error } : {}),
    attempts: entry.attempts,
    latencyMs: entry.latencyMs,
    ...(entry.test !== undefined ? { test: entry.test } : {}),
  };
}
