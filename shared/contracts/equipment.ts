import { defineContracts } from './contract.js';

/**
 * The /api-equipment contracts (spec doc 3 §7; docs/equipment.md). The schemas load with the first request that
 * needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({
  ...(await import('../schemas/equipment.js')),
  ...(await import('../schemas/equipment-responses.js')),
  ...(await import('../schemas/equipment-history.js')),
  ...(await import('../schemas/gateway-import.js')),
  ...(await import('../schemas/equipment-certificates.js')),
  ...(await import('../schemas/equipment-certificates-responses.js')),
});

/** Equipment types (doc 3 §2.1, §5, §7): the current enterprise's catalogue. */
export const equipmentTypeContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The current enterprise's equipment types. */
  getEquipmentTypeList: {
    method: 'GET',
    path: '/api-equipment/getEquipmentTypeList',
    access: { member: 'current' },
    schemas: (s) => ({ query: s.NoEquipmentQuerySchema, response: s.EquipmentTypeListSchema }),
  },
  /** One of the current enterprise's equipment types (ours: the edit screen's read). */
  getEquipmentTypeById: {
    method: 'GET',
    path: '/api-equipment/getEquipmentTypeById/{id}',
    access: { member: { equipmentType: 'path.id' } },
    schemas: (s) => ({
      params: s.EquipmentIdParamsSchema,
      query: s.NoEquipmentQuerySchema,
      response: s.EquipmentTypeSchema,
    }),
  },
  /** Adds an equipment type; name and code are unique in the enterprise. */
  createEquipmentType: {
    method: 'POST',
    path: '/api-equipment/submitEquipmentType',
    access: { privilege: 'equipment-type-list:add' },
    schemas: (s) => ({ body: s.EquipmentTypeCreateSchema, response: s.CreatedIdSchema }),
  },
  /** Edits an equipment type (an edit always enables it). */
  updateEquipmentType: {
    method: 'PUT',
    path: '/api-equipment/submitEquipmentType',
    access: { privilege: 'equipment-type-list:edit', enterprise: { equipmentType: 'body.id' } },
    schemas: (s) => ({ body: s.EquipmentTypeUpdateSchema, response: s.EquipmentTypeSchema }),
  },
  /** Deletes an equipment type no gateway uses (409 while one does). */
  deleteEquipmentType: {
    method: 'PUT',
    path: '/api-equipment/deleteEquipmentType/{id}',
    access: { privilege: 'equipment-type-list:delete', enterprise: { equipmentType: 'path.id' } },
    schemas: (s) => ({ params: s.EquipmentIdParamsSchema, response: s.DeletedIdSchema }),
  },
});

/** Gateways (doc 3 §2.2, §3, §7): the enterprise's list, one gateway, stop, and our create, edit and delete. */
export const gatewayContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * A page of an enterprise's gateways, oldest first (`size`, default and at most 1000; the next page's `cursor` in the
   * `x-next-cursor` header); `typeName` keeps those of the page whose type name contains it.
   */
  getEquipmentList: {
    method: 'GET',
    path: '/api-equipment/getEquipmentList/{enterpriseId}',
    access: { privilege: 'equipment-management-list:view', enterprise: 'path.enterpriseId' },
    nextCursorHeader: true,
    schemas: (s) => ({
      params: s.EnterpriseIdParamsSchema,
      query: s.EquipmentListQuerySchema,
      response: s.EquipmentListSchema,
    }),
  },
  /** One of the current enterprise's gateways (any, for platform administrators). */
  getEquipmentById: {
    method: 'GET',
    path: '/api-equipment/getEquipmentById/{id}',
    access: { privilege: 'equipment-management-list:view' },
    schemas: (s) => ({
      params: s.EquipmentIdParamsSchema,
      query: s.NoEquipmentQuerySchema,
      response: s.EquipmentSchema,
    }),
  },
  /** Registers a gateway (ours); offline until it connects, its hardware id unique on the platform. */
  createEquipment: {
    method: 'POST',
    path: '/api-equipment/submitEquipment',
    access: { privilege: 'equipment-management-list:add' },
    schemas: (s) => ({ body: s.EquipmentCreateSchema, response: s.CreatedIdSchema }),
  },
  /** Edits a gateway (ours); status, certificate and stop are kept. */
  updateEquipment: {
    method: 'PUT',
    path: '/api-equipment/submitEquipment',
    access: { privilege: 'equipment-management-list:edit', enterprise: { gateway: 'body.id' } },
    schemas: (s) => ({ body: s.EquipmentUpdateSchema, response: s.EquipmentSchema }),
  },
  /** Deletes a gateway (ours). */
  deleteEquipment: {
    method: 'PUT',
    path: '/api-equipment/deleteEquipment/{id}',
    access: { privilege: 'equipment-management-list:delete', enterprise: { gateway: 'path.id' } },
    schemas: (s) => ({ params: s.EquipmentIdParamsSchema, response: s.DeletedIdSchema }),
  },
  /** Stops a gateway (status 2; 409 when stopped already). */
  stopEquipmentById: {
    method: 'PUT',
    path: '/api-equipment/stopEquipmentById/{id}',
    access: { privilege: 'equipment-management-list:edit', enterprise: { gateway: 'path.id' } },
    schemas: (s) => ({ params: s.EquipmentIdParamsSchema, response: s.EquipmentSchema }),
  },
});

/** Bulk import of gateways from CSV (ours): all or nothing. */
export const gatewayImportContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Registers every gateway of a CSV, or none (400 with `lines` naming each refused line). */
  importEquipment: {
    method: 'POST',
    path: '/api-equipment/importEquipment',
    access: { privilege: 'equipment-management-list:add' },
    schemas: (s) => ({ body: s.GatewayImportSchema, response: s.GatewayImportResultSchema }),
  },
});

/** The equipment lookups (doc 3 §7), read by every signed-in user. */
export const equipmentLookupContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The gateway statuses (1 running, 2 stopped, 3 offline). */
  getEquipmentStatuses: {
    method: 'GET',
    path: '/api-equipment/getEquipmentStatuses',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoEquipmentQuerySchema, response: s.EquipmentLookupListSchema }),
  },
  /** The transfer protocols a configuration may name. */
  getTransferProtocols: {
    method: 'GET',
    path: '/api-equipment/getTransferProtocols',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoEquipmentQuerySchema, response: s.EquipmentLookupListSchema }),
  },
  /** The compress methods a configuration may name. */
  getCompressMethods: {
    method: 'GET',
    path: '/api-equipment/getCompressMethods',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoEquipmentQuerySchema, response: s.EquipmentLookupListSchema }),
  },
  /** The gateway log types. */
  getLogTypes: {
    method: 'GET',
    path: '/api-equipment/getLogTypes',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoEquipmentQuerySchema, response: s.EquipmentLookupListSchema }),
  },
});

/** The gateway log (doc 3 §2.2 log screen, §7). */
export const equipmentLogContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** One gateway's log between two times, newest first (at most the newest 500). */
  findEquipmentLog: {
    method: 'POST',
    path: '/api-equipment/findEquipmentLog',
    access: { privilege: 'equipment-log:view' },
    schemas: (s) => ({ body: s.EquipmentLogQuerySchema, response: s.EquipmentLogListSchema }),
  },
});

/** The configuration wizard (doc 3 §2.2, §3, §5): read a gateway's configuration, save it whole. */
export const equipmentConfigContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** A gateway's configuration; `saved: false` with empty fields until the first save. */
  getEquipmentConfigByEquipmentId: {
    method: 'GET',
    path: '/api-equipment/getEquipmentConfigByEquipmentId/{id}',
    access: { privilege: 'equipment-management-list:view' },
    schemas: (s) => ({
      params: s.EquipmentIdParamsSchema,
      query: s.NoEquipmentQuerySchema,
      response: s.EquipmentConfigSchema,
    }),
  },
  /**
   * Saves the whole configuration (ours) and sends it to the gateway as its desired state; a node's optional precision
   * (0–10 fraction digits) is for the console only.
   */
  submitEquipmentConfig: {
    method: 'PUT',
    path: '/api-equipment/submitEquipmentConfig',
    access: { privilege: 'equipment-config:edit', enterprise: { gateway: 'body.equipmentId' } },
    schemas: (s) => ({ body: s.EquipmentConfigInputSchema, response: s.EquipmentConfigSchema }),
  },
});

/** The data view's first state (doc 3 §2.2 data view; ours). */
export const equipmentDataContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * A gateway's nodes with their latest readings and display precision, its collect period and the WebSocket
   * destination of its live data (ours).
   */
  getEquipmentData: {
    method: 'GET',
    path: '/api-equipment/getEquipmentData/{id}',
    access: { privilege: 'equipment-management-list:view' },
    schemas: (s) => ({
      params: s.EquipmentIdParamsSchema,
      query: s.NoEquipmentQuerySchema,
      response: s.EquipmentDataSchema,
    }),
  },
});

/** Commands (doc 3 §2.2 row action "issue command"; the calls are ours). */
export const equipmentCommandContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Sends a command to a gateway (ours); 409 for a stopped gateway. */
  sendEquipmentCommand: {
    method: 'POST',
    path: '/api-equipment/sendEquipmentCommand',
    access: { privilege: 'equipment-management-list:edit', enterprise: { gateway: 'body.equipmentId' } },
    schemas: (s) => ({ body: s.EquipmentCommandInputSchema, response: s.EquipmentCommandSchema }),
  },
  /** A sent command, with the gateway's reply once it answered (ours). */
  getEquipmentCommand: {
    method: 'GET',
    path: '/api-equipment/getEquipmentCommand/{equipmentId}/{commandId}',
    access: { privilege: 'equipment-management-list:view' },
    schemas: (s) => ({
      params: s.EquipmentCommandParamsSchema,
      query: s.NoEquipmentQuerySchema,
      response: s.EquipmentCommandSchema,
    }),
  },
});

/** Data backup (doc 3 §2.3; the calls are ours): the backup list, one gateway's switches, the switch itself. */
export const equipmentBackupContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * A page of the enterprise's gateways with how many nodes each backs up and its type's retention (ours; `size` and
   * `cursor` as `getEquipmentList`).
   */
  getEquipmentBackupList: {
    method: 'GET',
    path: '/api-equipment/getEquipmentBackupList',
    access: { privilege: 'equipment-backup-list:view' },
    nextCursorHeader: true,
    schemas: (s) => ({ query: s.GatewayPageQuerySchema, response: s.EquipmentBackupListSchema }),
  },
  /** A gateway's nodes with their backup switches (ours). */
  getEquipmentBackup: {
    method: 'GET',
    path: '/api-equipment/getEquipmentBackup/{id}',
    access: { privilege: 'equipment-backup-list:view' },
    schemas: (s) => ({
      params: s.EquipmentIdParamsSchema,
      query: s.NoEquipmentQuerySchema,
      response: s.EquipmentBackupSchema,
    }),
  },
  /** Switches the listed nodes (ours); 409 before the first configuration. */
  submitEquipmentBackup: {
    method: 'PUT',
    path: '/api-equipment/submitEquipmentBackup',
    access: { privilege: 'equipment-backup-config:edit', enterprise: { gateway: 'body.equipmentId' } },
    schemas: (s) => ({ body: s.EquipmentBackupInputSchema, response: s.EquipmentBackupSchema }),
  },
});

/** The backup detail's history query (doc 3 §2.3; the call is ours). */
export const equipmentHistoryContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** One page of a node's history, oldest first (ours). */
  findEquipmentHistory: {
    method: 'POST',
    path: '/api-equipment/findEquipmentHistory',
    access: { privilege: 'equipment-backup-detail:view' },
    schemas: (s) => ({ body: s.EquipmentHistoryQuerySchema, response: s.EquipmentHistoryPageSchema }),
  },
});

/** Equipment certificates (doc 3 §2.4, §3, §4, §7 "Certificates"; docs/equipment.md, "Certificates"). */
export const equipmentCertificateContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * A page of an enterprise's certificates, oldest first (`size`, default and at most 1000; the next page's `cursor` in
   * the `x-next-cursor` header); `name` keeps those of the page whose description contains it.
   */
  getEquipmentCertifyListByEnterpriseId: {
    method: 'GET',
    path: '/api-equipment/getEquipmentCertifyListByEnterpriseId/{enterpriseId}',
    access: { privilege: 'equipment-certify-list:view', enterprise: 'path.enterpriseId' },
    nextCursorHeader: true,
    schemas: (s) => ({
      params: s.EnterpriseIdParamsSchema,
      query: s.EquipmentCertifyListQuerySchema,
      response: s.EquipmentCertifyListSchema,
    }),
  },
  /** One of the current enterprise's certificates (any, for platform administrators). */
  getEquipmentCertifyById: {
    method: 'GET',
    path: '/api-equipment/getEquipmentCertifyById/{id}',
    access: { privilege: 'equipment-certify-list:view' },
    schemas: (s) => ({
      params: s.EquipmentIdParamsSchema,
      query: s.NoEquipmentQuerySchema,
      response: s.EquipmentCertifySchema,
    }),
  },
  /** Registers a certificate (status 1, waiting for review); a gateway refers to it by `equipmentCertify.id`. */
  registerEquipmentCertify: {
    method: 'POST',
    path: '/api-equipment/registerEquipmentCertify',
    access: { privilege: 'equipment-certify-register:add' },
    schemas: (s) => ({ body: s.EquipmentCertifyRegisterSchema, response: s.CreatedIdSchema }),
  },
  /** Deletes a certificate that is not live (status 1, 3 or 5). */
  deleteEquipmentCertify: {
    method: 'PUT',
    path: '/api-equipment/deleteEquipmentCertify/{id}',
    access: { privilege: 'equipment-certify-list:delete' },
    schemas: (s) => ({ params: s.EquipmentIdParamsSchema, response: s.DeletedIdSchema }),
  },
  /** Asks for an active certificate to be destroyed (2 → 4, back in the review queue). */
  destroyEquipmentCertify: {
    method: 'PUT',
    path: '/api-equipment/destroyEquipmentCertify',
    access: { privilege: 'equipment-certify-destroy:edit' },
    schemas: (s) => ({ body: s.EquipmentCertifyDestroySchema, response: s.EquipmentCertifySchema }),
  },
  /** The one download of an active certificate's PEM bundle (ours; a second one is 410). */
  downloadEquipmentCertify: {
    method: 'POST',
    path: '/api-equipment/downloadEquipmentCertify/{id}',
    access: { privilege: 'equipment-certify-list:download' },
    schemas: (s) => ({ params: s.EquipmentIdParamsSchema, response: s.EquipmentCertifyBundleSchema }),
  },
  /** The review categories (REGISTER, DESTROY). */
  getVerifyCategories: {
    method: 'GET',
    path: '/api-equipment/getVerifyCategories',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoEquipmentQuerySchema, response: s.VerifyCategoryListSchema }),
  },
  /**
   * A page of the review queue (status 1 and 4), oldest first, within the days (`size`, default and at most 1000; the
   * next page's `cursor` in the `x-next-cursor` header); category and name keep those of the page that match.
   */
  getEquipmentCertifyVerifyList: {
    method: 'GET',
    path: '/api-equipment/getEquipmentCertifyVerifyList',
    access: 'auditor',
    nextCursorHeader: true,
    schemas: (s) => ({ query: s.EquipmentCertifyVerifyQuerySchema, response: s.EquipmentCertifyListSchema }),
  },
  /** A reviewer's decision; answers the certificate as it is now. */
  submitCertifyVerify: {
    method: 'POST',
    path: '/api-equipment/submitCertifyVerify',
    access: 'auditor',
    schemas: (s) => ({ body: s.CertifyVerifySchema, response: s.EquipmentCertifySchema }),
  },
  /**
   * Starts replacing an active certificate without downtime (ours): a new one is issued and delivered on the gateway's
   * config topic, the old one is destroyed once the gateway connects with the new one; a timeout rolls back. Answers
   * the rotation; 409 when the certificate is not active, its gateway is stopped or a rotation runs.
   */
  rotateEquipmentCertify: {
    method: 'POST',
    path: '/api-equipment/rotateEquipmentCertify/{id}',
    access: { privilege: 'equipment-certify-list:rotate' },
    schemas: (s) => ({
      params: s.EquipmentIdParamsSchema,
      body: s.EquipmentCertifyRotateSchema,
      response: s.EquipmentCertifyRotationSchema,
    }),
  },
  /** A gateway's current or last certificate rotation (ours); 404 when it never had one. */
  getEquipmentCertifyRotation: {
    method: 'GET',
    path: '/api-equipment/getEquipmentCertifyRotation/{id}',
    access: { privilege: 'equipment-certify-list:view', enterprise: { gateway: 'path.id' } },
    schemas: (s) => ({
      params: s.EquipmentIdParamsSchema,
      query: s.NoEquipmentQuerySchema,
      response: s.EquipmentCertifyRotationSchema,
    }),
  },
});

/** Every contract table of the equipment domain (the API index, `shared/contracts/index.ts`, lists them). */
/** The enterprise's offline-alarm thresholds (ours; docs/equipment.md "Offline alarm"). */
export const offlineAlarmSettingContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The current enterprise's offline-alarm thresholds (the platform's until it sets its own), with the defaults. */
  getOfflineAlarmSettings: {
    method: 'GET',
    path: '/api-equipment/getOfflineAlarmSettings',
    access: { privilege: 'equipment-management-list:view' },
    schemas: (s) => ({ query: s.NoEquipmentQuerySchema, response: s.OfflineAlarmSettingsSchema }),
  },
  /**
   * Sets the current enterprise's offline-alarm thresholds: grace before an offline alarm, silence that counts as
   * offline, and how often a lasting alarm is repeated (seconds).
   */
  submitOfflineAlarmSettings: {
    method: 'PUT',
    path: '/api-equipment/submitOfflineAlarmSettings',
    access: { privilege: 'equipment-management-list:edit' },
    schemas: (s) => ({ body: s.OfflineAlarmSettingsInputSchema, response: s.OfflineAlarmSettingsSchema }),
  },
});

export const equipmentTables = [
  equipmentTypeContracts,
  gatewayContracts,
  gatewayImportContracts,
  equipmentLookupContracts,
  equipmentLogContracts,
  equipmentConfigContracts,
  equipmentDataContracts,
  equipmentCommandContracts,
  equipmentBackupContracts,
  equipmentHistoryContracts,
  equipmentCertificateContracts,
  offlineAlarmSettingContracts,
];
