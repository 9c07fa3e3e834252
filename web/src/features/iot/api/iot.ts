import type { z } from 'zod/mini';
import type {
  DataPushCreate,
  DataPushUpdate,
  DeviceListQuery,
  GroupCreate,
  GroupUpdate,
  ProductTemplateInput,
} from '@shared/schemas/iot.js';
import type {
  DataPush,
  DataPushDelivery,
  DataPushLog,
  DeviceDetail,
  DevicePage,
  Group,
  GroupMember,
  GroupMembersChangeSchema,
  Product,
  ProductDetail,
} from '@shared/schemas/iot-responses.js';
import { dataPushContracts, deviceContracts, groupContracts, productContracts } from '@shared/contracts/iot.js';
import { call, callPage } from '@/api/http-client.js';

/*
 * The calls of /api-iot (docs/iot.md): products and their node templates, the device view, device groups and
 * data-push rules, by their contracts (`shared/contracts/iot.ts`). Answers are typed with the shared schemas' types, not parsed (no zod in the bundle).
 */

export type {
  DataPush,
  DataPushDelivery,
  DataPushLog,
  DeviceDetail,
  DevicePage,
  Group,
  GroupMember,
  Product,
  ProductDetail,
};
export type Device = DevicePage['content'][number];
export type TemplateNode = ProductDetail['nodes'][number];
export type GroupMembersChange = z.infer<typeof GroupMembersChangeSchema>;
export type { DataPushCreate, DataPushUpdate, GroupCreate, GroupUpdate, ProductTemplateInput };

/** The enterprise's equipment types as products, with the size of their node templates. */
export const getProducts = (signal?: AbortSignal) => call(productContracts.getProductList, { signal });
export const getProduct = (id: string, signal?: AbortSignal) =>
  call(productContracts.getProductById, { params: { id }, signal });
/** Saves a product's whole node template; 400 with `fields` (`nodes.<i>.alias`, …) when refused. */
export const submitProductTemplate = (body: ProductTemplateInput) =>
  call(productContracts.submitProductTemplate, { body });

/** A page of devices (collect nodes of the enterprise's gateways), narrowed by type, gateway, group and search. */
export const getDevices = (query: Partial<DeviceListQuery>, signal?: AbortSignal) =>
  call(deviceContracts.getDeviceList, { query, signal });
/** One device by its address's four segments (404 for anything not the caller's). */
export const getDeviceDetail = (type: string, id: string, code: string, protocol: string, signal?: AbortSignal) =>
  call(deviceContracts.getDeviceDetail, { params: { type, id, code, protocol }, signal });

export const getGroups = (signal?: AbortSignal) => call(groupContracts.getGroupList, { signal });
/** 409 with `fields.name` when the name is taken in the enterprise. */
export const createGroup = (body: GroupCreate) => call(groupContracts.createGroup, { body });
export const updateGroup = (body: GroupUpdate) => call(groupContracts.updateGroup, { body });
export const deleteGroup = (id: string) => call(groupContracts.deleteGroup, { params: { id } });
/** A page of a group's gateways from `cursor` (none: the first page), with the next page's cursor. */
export const getGroupMemberPage = (id: string, cursor: string | undefined, signal?: AbortSignal) =>
  callPage(groupContracts.getGroupMembers, { params: { id }, query: { cursor, size: 100 }, signal });
export const addGroupMembers = (groupId: string, gatewayIds: string[]) =>
  call(groupContracts.addGroupMembers, { body: { groupId, gatewayIds } });
export const removeGroupMembers = (groupId: string, gatewayIds: string[]) =>
  call(groupContracts.removeGroupMembers, { body: { groupId, gatewayIds } });

export const getDataPushRules = (signal?: AbortSignal) => call(dataPushContracts.getDataPushList, { signal });
/** 400 with `fields.url` when the stage does not allow the target. */
export const createDataPush = (body: DataPushCreate) => call(dataPushContracts.createDataPush, { body });
export const updateDataPush = (body: DataPushUpdate) => call(dataPushContracts.updateDataPush, { body });
export const switchDataPush = (id: string, enabled: boolean) =>
  call(dataPushContracts.switchDataPush, { body: { id, enabled } });
export const deleteDataPush = (id: string) => call(dataPushContracts.deleteDataPush, { params: { id } });
/** Sends one sample reading to the rule's target now; answers the logged delivery. */
export const testDataPush = (id: string) => call(dataPushContracts.testDataPush, { params: { id } });
/** A page of a rule's deliveries, newest first; `cursor` continues it. */
export const getDataPushLog = (id: string, cursor: string | undefined, signal?: AbortSignal) =>
  call(dataPushContracts.getDataPushLog, { params: { id }, query: { cursor, size: 20 }, signal });
