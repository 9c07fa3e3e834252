import type { z } from 'zod/mini';
import type {
  EquipmentCommandInput,
  EquipmentConfigInput,
  EquipmentCreate,
  EquipmentLogQuery,
  EquipmentTypeCreate,
  EquipmentTypeUpdate,
  EquipmentUpdate,
} from '@shared/schemas/equipment.js';
import type {
  CreatedIdSchema,
  Equipment,
  EquipmentCommand,
  EquipmentConfig,
  EquipmentDataSchema,
  EquipmentLogResultSchema,
  EquipmentLookupSchema,
  EquipmentType,
  GatewayImportResultSchema,
} from '@shared/schemas/equipment-responses.js';
import { equipmentTypeContracts as typeContracts } from '@shared/contracts/equipment.js';
import { call, request } from '@/api/http-client.js';

/*
 * The equipment-type and gateway calls of /api-equipment (spec doc 3 §7; docs/equipment.md). Answers are typed
 * with the shared schemas' types, not parsed (no zod in the bundle).
 */

export type { Equipment, EquipmentCommand, EquipmentConfig, EquipmentType };
export type CreatedId = z.infer<typeof CreatedIdSchema>;
/** A seeded equipment lookup entry (`getLogTypes`, …): `code` with its Chinese and English names. */
export type EquipmentLookup = z.infer<typeof EquipmentLookupSchema>;
export type EquipmentLogResult = z.infer<typeof EquipmentLogResultSchema>;
export type GatewayImportResult = z.infer<typeof GatewayImportResultSchema>;
export type EquipmentLogEntry = EquipmentLogResult['entries'][number];
/** A gateway's data view: its nodes with their latest readings, and the WebSocket destination of its live data. */
export type EquipmentData = z.infer<typeof EquipmentDataSchema>;
export type EquipmentNodeData = EquipmentData['nodes'][number];
export type { EquipmentCommandInput, EquipmentConfigInput, EquipmentLogQuery };

const BASE = '/api-equipment';
const path = (call: string, id: string) => `${BASE}/${call}/${encodeURIComponent(id)}`;

/** The current enterprise's equipment types. */
export const getEquipmentTypes = (signal?: AbortSignal) => call(typeContracts.getEquipmentTypeList, { signal });
/** One type of the current enterprise (404 for any other). */
export const getEquipmentType = (id: string, signal?: AbortSignal) =>
  call(typeContracts.getEquipmentTypeById, { params: { id }, signal });
export const createEquipmentType = (body: EquipmentTypeCreate) => call(typeContracts.createEquipmentType, { body });
export const updateEquipmentType = (body: EquipmentTypeUpdate) => call(typeContracts.updateEquipmentType, { body });
/** Refused (409) while gateways use the type. */
export const deleteEquipmentType = (id: string) => call(typeContracts.deleteEquipmentType, { params: { id } });

/** The enterprise's gateways, only those whose type's name contains `typeName` when given. */
export const getGateways = (enterpriseId: string, typeName: string | undefined, signal?: AbortSignal) =>
  request<Equipment[]>('GET', path('getEquipmentList', enterpriseId), { query: { typeName }, signal });
export const getGateway = (id: string, signal?: AbortSignal) =>
  request<Equipment>('GET', path('getEquipmentById', id), { signal });
export const createGateway = (body: EquipmentCreate) => request<CreatedId>('POST', `${BASE}/submitEquipment`, { body });
export const updateGateway = (body: EquipmentUpdate) => request<Equipment>('PUT', `${BASE}/submitEquipment`, { body });
/** Registers every gateway of a CSV, or none (400 with `lines` naming each refused line). */
export const importGateways = (content: string) =>
  request<GatewayImportResult>('POST', `${BASE}/importEquipment`, { body: { content } });
export const deleteGateway = (id: string) => request<{ deleted: string }>('PUT', path('deleteEquipment', id));
/** Status '2' afterwards; refused (409) when already stopped. */
export const stopGateway = (id: string) => request<Equipment>('PUT', path('stopEquipmentById', id));

/** The gateway log types (`OPERATION`, `ALARM`, `CONNECTION`, `SYSTEM`). */
export const getLogTypes = (signal?: AbortSignal) =>
  request<EquipmentLookup[]>('GET', `${BASE}/getLogTypes`, { signal });
/** One gateway's log between two times (epoch milliseconds), newest first; `truncated` past the newest 500. */
export const findEquipmentLog = (body: EquipmentLogQuery, signal?: AbortSignal) =>
  request<EquipmentLogResult>('POST', `${BASE}/findEquipmentLog`, { body, signal });

/** The transfer protocols a configuration may name (`MQTT`, `HTTP`, …). */
export const getTransferProtocols = (signal?: AbortSignal) =>
  request<EquipmentLookup[]>('GET', `${BASE}/getTransferProtocols`, { signal });
/** The compress methods a configuration may name (`NONE`, `GZIP`, …). */
export const getCompressMethods = (signal?: AbortSignal) =>
  request<EquipmentLookup[]>('GET', `${BASE}/getCompressMethods`, { signal });
/** A gateway's configuration; `saved: false` (no general fields, no nodes) until the first save (404 for another's). */
export const getEquipmentConfig = (id: string, signal?: AbortSignal) =>
  request<EquipmentConfig>('GET', path('getEquipmentConfigByEquipmentId', id), { signal });
/**
 * Saves the whole configuration (a new version) and sends it to the gateway; `delivered: false` when the broker could
 * not be reached (the next save sends it again). 400 with `fields` (`collectNodeConfigs.<i>.alias`, …) when refused.
 */
export const submitEquipmentConfig = (body: EquipmentConfigInput) =>
  request<EquipmentConfig>('PUT', `${BASE}/submitEquipmentConfig`, { body });

/**
 * A gateway's nodes (configured, else its tags, plus nodes only seen in readings) with their latest readings, and the
 * WebSocket destination its live readings are pushed to (404 for another enterprise's).
 */
export const getEquipmentData = (id: string, signal?: AbortSignal) =>
  request<EquipmentData>('GET', path('getEquipmentData', id), { signal });

/**
 * Sends a command to a gateway (published on its `cmd` topic); `status: 'undelivered'` when the broker could not be
 * reached. 400 with `fields` (`command`, `params`) when refused, 409 when the gateway is stopped.
 */
export const sendEquipmentCommand = (body: EquipmentCommandInput) =>
  request<EquipmentCommand>('POST', `${BASE}/sendEquipmentCommand`, { body });
/** A sent command, with the gateway's reply once it answered (`status: 'answered'`). */
export const getEquipmentCommand = (equipmentId: string, commandId: string, signal?: AbortSignal) =>
  request<EquipmentCommand>(
    'GET',
    `${BASE}/getEquipmentCommand/${encodeURIComponent(equipmentId)}/${encodeURIComponent(commandId)}`,
    { signal },
  );
