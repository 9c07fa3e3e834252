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
import { request } from '@/api/http-client.js';

/*
 * The calls of /api-iot (docs/iot.md): products and their node templates, the device view, device groups and
 * data-push rules. Answers are typed with the shared schemas' types, not parsed (no zod in the bundle).
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

const BASE = '/api-iot';
const path = (call: string, ...ids: string[]) => `${BASE}/${call}/${ids.map(encodeURIComponent).join('/')}`;

/** The enterprise's equipment types as products, with the size of their node templates. */
export const getProducts = (signal?: AbortSignal) => request<Product[]>('GET', `${BASE}/getProductList`, { signal });
export const getProduct = (id: string, signal?: AbortSignal) =>
  request<ProductDetail>('GET', path('getProductById', id), { signal });
/** Saves a product's whole node template; 400 with `fields` (`nodes.<i>.alias`, …) when refused. */
export const submitProductTemplate = (body: ProductTemplateInput) =>
  request<ProductDetail>('PUT', `${BASE}/submitProductTemplate`, { body });

/** A page of devices (collect nodes of the enterprise's gateways), narrowed by type, gateway, group and search. */
export const getDevices = (query: Partial<DeviceListQuery>, signal?: AbortSignal) =>
  request<DevicePage>('GET', `${BASE}/getDeviceList`, { query, signal });
/** One device by its address's four segments (404 for anything not the caller's). */
export const getDeviceDetail = (type: string, id: string, code: string, protocol: string, signal?: AbortSignal) =>
  request<DeviceDetail>('GET', path('getDeviceDetail', type, id, code, protocol), { signal });

export const getGroups = (signal?: AbortSignal) => request<Group[]>('GET', `${BASE}/getGroupList`, { signal });
/** 409 with `fields.name` when the name is taken in the enterprise. */
export const createGroup = (body: GroupCreate) => request<{ id: string }>('POST', `${BASE}/submitGroup`, { body });
export const updateGroup = (body: GroupUpdate) => request<Group>('PUT', `${BASE}/submitGroup`, { body });
export const deleteGroup = (id: string) => request<{ deleted: string }>('PUT', path('deleteGroup', id));
export const getGroupMembers = (id: string, signal?: AbortSignal) =>
  request<GroupMember[]>('GET', path('getGroupMembers', id), { signal });
export const addGroupMembers = (groupId: string, gatewayIds: string[]) =>
  request<GroupMembersChange>('PUT', `${BASE}/addGroupMembers`, { body: { groupId, gatewayIds } });
export const removeGroupMembers = (groupId: string, gatewayIds: string[]) =>
  request<GroupMembersChange>('PUT', `${BASE}/removeGroupMembers`, { body: { groupId, gatewayIds } });

export const getDataPushRules = (signal?: AbortSignal) =>
  request<DataPush[]>('GET', `${BASE}/getDataPushList`, { signal });
/** 400 with `fields.url` when the stage does not allow the target. */
export const createDataPush = (body: DataPushCreate) =>
  request<{ id: string }>('POST', `${BASE}/submitDataPush`, { body });
export const updateDataPush = (body: DataPushUpdate) => request<DataPush>('PUT', `${BASE}/submitDataPush`, { body });
export const switchDataPush = (id: string, enabled: boolean) =>
  request<DataPush>('PUT', `${BASE}/switchDataPush`, { body: { id, enabled } });
export const deleteDataPush = (id: string) => request<{ deleted: string }>('PUT', path('deleteDataPush', id));
/** Sends one sample reading to the rule's target now; answers the logged delivery. */
export const testDataPush = (id: string) => request<DataPushDelivery>('POST', path('testDataPush', id));
/** A page of a rule's deliveries, newest first; `cursor` continues it. */
export const getDataPushLog = (id: string, cursor: string | undefined, signal?: AbortSignal) =>
  request<DataPushLog>('GET', path('getDataPushLog', id), { query: { cursor, size: 20 }, signal });
