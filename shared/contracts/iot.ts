import { defineContracts } from './contract.js';

/**
 * The /api-iot contracts (ours; docs/iot.md): products and their node templates, the device view, device groups
 * and data-push rules. The schemas load with the first request that needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({
  ...(await import('../schemas/iot.js')),
  ...(await import('../schemas/iot-responses.js')),
  ...(await import('../schemas/equipment-responses.js')),
});

/** Products (`iot/product`): the enterprise's equipment types, each with a node template. */
export const productContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The enterprise's equipment types as products, with the size of their node templates. */
  getProductList: {
    method: 'GET',
    path: '/api-iot/getProductList',
    access: { privilege: 'iot/product:view' },
    schemas: (s) => ({ query: s.NoIotQuerySchema, response: s.ProductListSchema }),
  },
  /** One product with its node template. */
  getProductById: {
    method: 'GET',
    path: '/api-iot/getProductById/{id}',
    access: { privilege: 'iot/product:view', enterprise: { product: 'path.id' } },
    schemas: (s) => ({ params: s.IotIdParamsSchema, query: s.NoIotQuerySchema, response: s.ProductDetailSchema }),
  },
  /** Saves a product's whole node template. */
  submitProductTemplate: {
    method: 'PUT',
    path: '/api-iot/submitProductTemplate',
    access: { privilege: 'iot/product:edit', enterprise: { product: 'body.id' } },
    schemas: (s) => ({ body: s.ProductTemplateInputSchema, response: s.ProductDetailSchema }),
  },
});

/** Devices (`iot/device`, `iot/device-detail/{type}/{id}/{code}/{protocol}`): the collect nodes of the gateways. */
export const deviceContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** A page of devices (collect nodes of the enterprise's gateways), narrowed by type, gateway, group, search. */
  getDeviceList: {
    method: 'GET',
    path: '/api-iot/getDeviceList',
    access: { privilege: 'iot/device:view' },
    schemas: (s) => ({ query: s.DeviceListQuerySchema, response: s.DevicePageSchema }),
  },
  /** One device with its gateway and the destination of its live readings. */
  getDeviceDetail: {
    method: 'GET',
    path: '/api-iot/getDeviceDetail/{type}/{id}/{code}/{protocol}',
    access: { privilege: 'iot/device-detail:view' },
    schemas: (s) => ({ params: s.DeviceDetailParamsSchema, query: s.NoIotQuerySchema, response: s.DeviceDetailSchema }),
  },
});

/** Device groups (`iot/group`): named sets of the enterprise's gateways. */
export const groupContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The enterprise's device groups. */
  getGroupList: {
    method: 'GET',
    path: '/api-iot/getGroupList',
    // Any member: the device view and the push rule dialog pick from the groups (as gateway forms pick types).
    access: { member: 'current' },
    schemas: (s) => ({ query: s.NoIotQuerySchema, response: s.GroupListSchema }),
  },
  /** Adds a group; its name is unique in the enterprise (any case). */
  createGroup: {
    method: 'POST',
    path: '/api-iot/submitGroup',
    access: { privilege: 'iot/group:add' },
    schemas: (s) => ({ body: s.GroupCreateSchema, response: s.CreatedIdSchema }),
  },
  /** Renames a group or edits its description. */
  updateGroup: {
    method: 'PUT',
    path: '/api-iot/submitGroup',
    access: { privilege: 'iot/group:edit', enterprise: { deviceGroup: 'body.id' } },
    schemas: (s) => ({ body: s.GroupUpdateSchema, response: s.GroupSchema }),
  },
  /** Deletes a group. */
  deleteGroup: {
    method: 'PUT',
    path: '/api-iot/deleteGroup/{id}',
    access: { privilege: 'iot/group:delete', enterprise: { deviceGroup: 'path.id' } },
    schemas: (s) => ({ params: s.IotIdParamsSchema, response: s.DeletedIdSchema }),
  },
  /**
   * A page of a group's gateways (a deleted one marked `missing`; `size` and `cursor` as `getEquipmentList`, the next
   * page in the `x-next-cursor` header).
   */
  getGroupMembers: {
    method: 'GET',
    path: '/api-iot/getGroupMembers/{id}',
    access: { privilege: 'iot/group:view', enterprise: { deviceGroup: 'path.id' } },
    nextCursorHeader: true,
    schemas: (s) => ({
      params: s.IotIdParamsSchema,
      query: s.GroupMembersQuerySchema,
      response: s.GroupMemberListSchema,
    }),
  },
  /** Adds gateways of the enterprise to a group. */
  addGroupMembers: {
    method: 'PUT',
    path: '/api-iot/addGroupMembers',
    access: { privilege: 'iot/group:edit', enterprise: { deviceGroup: 'body.groupId' } },
    schemas: (s) => ({ body: s.GroupMembersInputSchema, response: s.GroupMembersChangeSchema }),
  },
  /** Removes gateways from a group (also deleted ones). */
  removeGroupMembers: {
    method: 'PUT',
    path: '/api-iot/removeGroupMembers',
    access: { privilege: 'iot/group:edit', enterprise: { deviceGroup: 'body.groupId' } },
    schemas: (s) => ({ body: s.GroupMembersInputSchema, response: s.GroupMembersChangeSchema }),
  },
  /** The groups a gateway is in, by name. */
  getGatewayGroups: {
    method: 'GET',
    path: '/api-iot/getGatewayGroups/{id}',
    access: { privilege: 'iot/group:view', enterprise: { gateway: 'path.id' } },
    schemas: (s) => ({ params: s.IotIdParamsSchema, query: s.NoIotQuerySchema, response: s.GroupListSchema }),
  },
});

/** Data push (`iot/data-push`): rules that forward readings to an HTTPS endpoint, a test send, the delivery log. */
export const dataPushContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The enterprise's data-push rules. */
  getDataPushList: {
    method: 'GET',
    path: '/api-iot/getDataPushList',
    access: { privilege: 'iot/data-push:view' },
    schemas: (s) => ({ query: s.NoIotQuerySchema, response: s.DataPushListSchema }),
  },
  /** Adds a data-push rule (400 on `url` when the stage does not allow the target). */
  createDataPush: {
    method: 'POST',
    path: '/api-iot/submitDataPush',
    access: { privilege: 'iot/data-push:add' },
    schemas: (s) => ({ body: s.DataPushCreateSchema, response: s.CreatedIdSchema }),
  },
  /** Edits a data-push rule; a left-out secret is kept, an empty one removed. */
  updateDataPush: {
    method: 'PUT',
    path: '/api-iot/submitDataPush',
    access: { privilege: 'iot/data-push:edit', enterprise: { pushRule: 'body.id' } },
    schemas: (s) => ({ body: s.DataPushUpdateSchema, response: s.DataPushSchema }),
  },
  /** Switches a data-push rule on or off. */
  switchDataPush: {
    method: 'PUT',
    path: '/api-iot/switchDataPush',
    access: { privilege: 'iot/data-push:edit', enterprise: { pushRule: 'body.id' } },
    schemas: (s) => ({ body: s.DataPushSwitchSchema, response: s.DataPushSchema }),
  },
  /** Deletes a data-push rule. */
  deleteDataPush: {
    method: 'PUT',
    path: '/api-iot/deleteDataPush/{id}',
    access: { privilege: 'iot/data-push:delete', enterprise: { pushRule: 'path.id' } },
    schemas: (s) => ({ params: s.IotIdParamsSchema, response: s.DeletedIdSchema }),
  },
  /** Delivers one sample reading to the rule's target now; answers the logged delivery. */
  testDataPush: {
    method: 'POST',
    path: '/api-iot/testDataPush/{id}',
    access: { privilege: 'iot/data-push:edit', enterprise: { pushRule: 'path.id' } },
    schemas: (s) => ({ params: s.IotIdParamsSchema, response: s.DataPushDeliverySchema }),
  },
  /** A page of a rule's deliveries, newest first; `cursor` continues it. */
  getDataPushLog: {
    method: 'GET',
    path: '/api-iot/getDataPushLog/{id}',
    access: { privilege: 'iot/data-push:view', enterprise: { pushRule: 'path.id' } },
    schemas: (s) => ({ params: s.IotIdParamsSchema, query: s.DataPushLogQuerySchema, response: s.DataPushLogSchema }),
  },
});

/** Every contract table of the iot domain (for the API index, `shared/contracts/index.ts`). */
export const iotTables = [productContracts, deviceContracts, groupContracts, dataPushContracts];
