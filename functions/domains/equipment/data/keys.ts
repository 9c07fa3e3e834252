/**
 * Key builders of the equipment domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const equipmentKeys = {
  equipment: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#META' }),
  /** An equipment type of an enterprise, in the enterprise's partition. */
  equipmentType: (enterpriseId: string, typeId: string) => ({ pk: `ENT#${enterpriseId}`, sk: `EQTYPE#${typeId}` }),
  /** A gateway's configuration (the wizard's general settings and collect nodes), beside its record. */
  equipmentConfig: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#CONFIG' }),
  /** A command sent to a gateway (`commandId` starts with the send time, so a gateway's commands sort by time). */
  equipmentCommand: (equipmentId: string, commandId: string) => ({
    pk: `EQUIP#${equipmentId}#CMD`,
    sk: `CMD#${commandId}`,
  }),
  /** A log entry of a gateway, by time (`{iso time}#{short id}`, so two entries of one millisecond both stay). */
  equipmentLog: (equipmentId: string, at: string, entryId: string) => ({
    pk: `EQUIP#${equipmentId}#LOG`,
    sk: `${at}#${entryId}`,
  }),
  /**
   * A gateway's nodes as the device list shows them (the device index, docs/data-model.md): one item per gateway,
   * beside its record, so a gateway's nodes change in the transaction that writes it or its configuration.
   */
  gatewayNodes: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#NODES' }),
  /** An enterprise's gateway and device counts: the gateway quota's counter and the device list's total. */
  equipmentCounts: (enterpriseId: string) => ({ pk: `ENT#${enterpriseId}`, sk: '#EQUIPCOUNT' }),
  /** An enterprise's own offline-alarm thresholds (absent: the platform's defaults). */
  offlineAlarmSettings: (enterpriseId: string) => ({ pk: `ENT#${enterpriseId}`, sk: '#OFFLINEALARM' }),
  /** The offline-alarm watch of a gateway: when to look at it next and its alarm (docs/equipment.md). */
  equipmentWatch: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#WATCH' }),
  /**
   * An offline alarm in its enterprise's alarm list, newest last by the time it was raised (ISO): one item per
   * gateway and episode (docs/equipment.md "Offline alarm"), so the console home reads an enterprise's latest alarms
   * with one Query.
   */
  gatewayAlarm: (enterpriseId: string, raisedAt: string, gatewayId: string) => ({
    pk: `ENTALARM#${enterpriseId}`,
    sk: `${raisedAt}#${gatewayId}`,
  }),
  /** An equipment (gateway) certificate and its review state (docs/equipment.md, "Certificates"). */
  equipmentCertificate: (certifyId: string) => ({ pk: `EQCERT#${certifyId}`, sk: '#META' }),
  /**
   * A gateway's current or last certificate rotation (docs/equipment.md "Rotation"), beside its record: the presence
   * event names the gateway, so one Update finds it.
   */
  certificateRotation: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#ROTATION' }),
  /**
   * The latest reading of one node of an equipment: an item per node in the equipment's latest-values partition, so
   * the ingest writes them with batched puts (a message's nodes, many gateways a batch) and a Query reads them all.
   */
  equipmentLatestNode: (equipmentId: string, name: string) => ({
    pk: `EQUIP#${equipmentId}#LATEST`,
    sk: `node#${name}`,
  }),
  /**
   * A backed-up reading of one node (docs/equipment.md "History and backup"), by receive time and then the device's
   * time (a node appears once per message, so the pair is unique).
   */
  equipmentHistory: (equipmentId: string, alias: string, receiveTime: number, timestamp: number) => ({
    pk: `EQUIP#${equipmentId}#HIST#${alias}`,
    sk: `${String(receiveTime).padStart(15, '0')}#${String(timestamp).padStart(15, '0')}`,
  }),
  /** Where the history archive run stopped in the registry of nodes (it resumes there on its next run). */
  historyArchiveRun: () => ({ pk: 'HISTARCHIVE', sk: '#RUN' }),
  /** A backed-up node's archive watermark, in its history partition (`#` sorts before the readings' digits). */
  equipmentHistoryNode: (equipmentId: string, alias: string) => ({
    pk: `EQUIP#${equipmentId}#HIST#${alias}`,
    sk: '#ARCHIVE',
  }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const equipmentIndexKeys = {
  /** gsi1: gateway watches by due time, in a few shards (the watchdog reads those due, never scans). */
  watchDue: (shard: number, dueAt: number, equipmentId: string) => ({
    gsi1pk: `EQWATCH#${shard}`,
    gsi1sk: `${String(dueAt).padStart(15, '0')}#${equipmentId}`,
  }),
  /** gsi1: every node that has history, for the daily archive run (never a Scan). */
  historyNode: (equipmentId: string, alias: string) => ({ gsi1pk: 'HISTNODES', gsi1sk: `${equipmentId}#${alias}` }),
  /** gsi1: the gateways of an enterprise, oldest first. */
  equipmentOfEnterprise: (enterpriseId: string, createDate: string, id: string) => ({
    gsi1pk: `ENTEQUIP#${enterpriseId}`,
    gsi1sk: `${createDate}#${id}`,
  }),
  /** gsi1: the node sets of an enterprise's gateways in the gateways' order (the device list's one Query). */
  devicesOfEnterprise: (enterpriseId: string, createDate: string, id: string) => ({
    gsi1pk: `ENTDEVICES#${enterpriseId}`,
    gsi1sk: `${createDate}#${id}`,
  }),
  /** gsi1: the equipment certificates of an enterprise, oldest first by registration time. */
  certificateOfEnterprise: (enterpriseId: string, registerTime: string, id: string) => ({
    gsi1pk: `ENTEQCERT#${enterpriseId}`,
    gsi1sk: `${registerTime}#${id}`,
  }),
  /**
   * gsi3 (sparse, only while a certificate is live): certificates by the time the expiry run looks at them next (a
   * notice ahead of the end of the validity term, or the end), so the run reads only those due, never scans.
   */
  certificateExpiryDue: (dueAt: number, id: string) => ({
    gsi3pk: 'EQCERTEXPIRY',
    gsi3sk: `${String(dueAt).padStart(15, '0')}#${id}`,
  }),
  /** gsi2 (sparse, only while a review is due): the platform's certificate review queue, by the time it was asked. */
  certificateUnderReview: (requestedAt: string, id: string) => ({
    gsi2pk: 'EQCERTREVIEW',
    gsi2sk: `${requestedAt}#${id}`,
  }),
} as const;

declare module '../../../lib/data/records.js' {
  /** The equipment domain's values guarded by uniqueness markers. Type names and codes per enterprise (value `<enterpriseId>#<value>`), hardware ids platform-wide; one live certificate per gateway (value: the gateway's GUID). */
  interface UniqueKinds {
    equipmentTypeName: true;
    equipmentTypeCode: true;
    hardwareId: true;
    gatewayCertificate: true;
  }
}
