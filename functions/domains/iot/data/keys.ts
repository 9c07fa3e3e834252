/**
 * Key builders of the iot domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const iotKeys = {
  /** A product's node template (IoT area): beside its equipment type in the enterprise's partition. */
  iotProductTemplate: (enterpriseId: string, typeId: string) => ({ pk: `ENT#${enterpriseId}`, sk: `IOTTPL#${typeId}` }),
  /** A device group of an enterprise (IoT area). */
  iotGroup: (enterpriseId: string, groupId: string) => ({ pk: `ENT#${enterpriseId}`, sk: `IOTGROUP#${groupId}` }),
  /** A gateway in a device group (the group's own partition; gsi1 gives a gateway's groups). */
  iotGroupMember: (groupId: string, gatewayId: string) => ({ pk: `IOTGROUP#${groupId}`, sk: `GW#${gatewayId}` }),
  /** A data-push rule of an enterprise (IoT area). */
  iotPushRule: (enterpriseId: string, ruleId: string) => ({ pk: `ENT#${enterpriseId}`, sk: `IOTPUSH#${ruleId}` }),
  /** How many data-push rules an enterprise has: the push-rule quota's counter. */
  iotPushRuleCount: (enterpriseId: string) => ({ pk: `ENT#${enterpriseId}`, sk: '#IOTPUSHCOUNT' }),
  /** One delivery of a push rule, by time (`{iso time}#{id}`), kept a week by TTL. */
  iotPushDelivery: (ruleId: string, at: string, deliveryId: string) => ({
    pk: `IOTPUSHLOG#${ruleId}`,
    sk: `${at}#${deliveryId}`,
  }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const iotIndexKeys = {
  /** gsi1: the device groups a gateway is in (group-member items). */
  iotGroupOfGateway: (gatewayId: string, groupId: string) => ({ gsi1pk: `GWGROUPS#${gatewayId}`, gsi1sk: groupId }),
} as const;

declare module '../../../lib/data/records.js' {
  /** The iot domain's values guarded by uniqueness markers. Device group names per enterprise (value `<enterpriseId>#<name>`). */
  interface UniqueKinds {
    iotGroupName: true;
  }
}
