import type { z } from 'zod/mini';
import type {
  EquipmentCommandInput,
  EquipmentConfigInput,
  EquipmentCreate,
  EquipmentLogQuery,
  EquipmentTypeCreate,
  EquipmentTypeUpdate,
  EquipmentUpdate,
  OfflineAlarmSettingsInput,
} from '@shared/schemas/equipment.js';
import type {
  CreatedIdSchema,
  Equipment,
  EquipmentCommand,
  EquipmentConfig,
  EquipmentDataSchema,
  EquipmentLogListSchema,
  EquipmentLookupSchema,
  EquipmentType,
  GatewayImportResultSchema,
  OfflineAlarmSettings,
} from '@shared/schemas/equipment-responses.js';
import {
  equipmentCommandContracts as commandContracts,
  equipmentConfigContracts as configContracts,
  equipmentDataContracts as dataContracts,
  equipmentLogContracts as logContracts,
  equipmentLookupContracts as lookupContracts,
  equipmentTypeContracts as typeContracts,
  gatewayContracts,
  gatewayImportContracts as importContracts,
  offlineAlarmSettingContracts,
} from '@shared/contracts/equipment.js';
import { productContracts } from '@shared/contracts/iot.js';
import { call, callPage } from '@/api/http-client.js';

/*
 * The equipment-type and gateway calls of /api-equipment (spec doc 3 §7; docs/equipment.md), by their contracts
 * (`shared/contracts/equipment.ts`). Answers are typed with the shared schemas' types, not parsed (no zod in the
 * bundle).
 */

export type { Equipment, EquipmentCommand, EquipmentConfig, EquipmentType, OfflineAlarmSettings };
export type CreatedId = z.infer<typeof CreatedIdSchema>;
/** A seeded equipment lookup entry (`getLogTypes`, …): `code` with its Chinese and English names. */
export type EquipmentLookup = z.infer<typeof EquipmentLookupSchema>;
export type GatewayImportResult = z.infer<typeof GatewayImportResultSchema>;
export type EquipmentLogEntry = z.infer<typeof EquipmentLogListSchema>[number];
/** A gateway's data view: its nodes with their latest readings, and the WebSocket destination of its live data. */
export type EquipmentData = z.infer<typeof EquipmentDataSchema>;
export type EquipmentNodeData = EquipmentData['nodes'][number];
export type { EquipmentCommandInput, EquipmentConfigInput, EquipmentLogQuery };

/** The current enterprise's equipment types. */
export const getEquipmentTypes = (signal?: AbortSignal) => call(typeContracts.getEquipmentTypeList, { signal });
/** One type of the current enterprise (404 for any other). */
export const getEquipmentType = (id: string, signal?: AbortSignal) =>
  call(typeContracts.getEquipmentTypeById, { params: { id }, signal });
export const createEquipmentType = (body: EquipmentTypeCreate) => call(typeContracts.createEquipmentType, { body });
export const updateEquipmentType = (body: EquipmentTypeUpdate) => call(typeContracts.updateEquipmentType, { body });
/** Refused (409) while gateways use the type. */
export const deleteEquipmentType = (id: string) => call(typeContracts.deleteEquipmentType, { params: { id } });

/** The first page of the enterprise's gateways (the documented call), those whose type's name contains `typeName`. */
export const getGateways = (enterpriseId: string, typeName: string | undefined, signal?: AbortSignal) =>
  call(gatewayContracts.getEquipmentList, { params: { enterpriseId }, query: { typeName }, signal });
/** Gateways the console reads a page at a time (tables, pickers). */
export const GATEWAY_SCREEN_PAGE = 100;
/**
 * A page of the enterprise's gateways, oldest first, from `cursor` (none: the first page), with the next page's
 * cursor; `typeName` keeps those of the page whose type's name contains it, so a page may hold fewer.
 */
export const getGatewayPage = (
  enterpriseId: string,
  options: { typeName?: string; cursor?: string },
  signal?: AbortSignal,
) =>
  callPage(gatewayContracts.getEquipmentList, {
    params: { enterpriseId },
    query: { ...options, size: GATEWAY_SCREEN_PAGE },
    signal,
  });
export const getGateway = (id: string, signal?: AbortSignal) =>
  call(gatewayContracts.getEquipmentById, { params: { id }, signal });
export const createGateway = (body: EquipmentCreate) => call(gatewayContracts.createEquipment, { body });
export const updateGateway = (body: EquipmentUpdate) => call(gatewayContracts.updateEquipment, { body });
/** Registers every gateway of a CSV, or none (400 with `lines` naming each refused line). */
export const importGateways = (content: string) => call(importContracts.importEquipment, { body: { content } });
export const deleteGateway = (id: string) => call(gatewayContracts.deleteEquipment, { params: { id } });
/** Status '2' afterwards; refused (409) when already stopped. */
export const stopGateway = (id: string) => call(gatewayContracts.stopEquipmentById, { params: { id } });

/** The gateway log types (`OPERATION`, `ALARM`, `CONNECTION`, `SYSTEM`). */
export const getLogTypes = (signal?: AbortSignal) => call(lookupContracts.getLogTypes, { signal });
/**
 * One gateway's log between two times (epoch milliseconds, ISO or `yyyy-MM-dd[ HH:mm:ss]`), newest first: at most
 * `EQUIPMENT_LOG_QUERY_LIMIT` entries, the newest of the range.
 */
export const findEquipmentLog = (body: EquipmentLogQuery, signal?: AbortSignal) =>
  call(logContracts.findEquipmentLog, { body, signal });

/** The transfer protocols a configuration may name (`MQTT`, `HTTP`, …). */
export const getTransferProtocols = (signal?: AbortSignal) => call(lookupContracts.getTransferProtocols, { signal });
/** The compress methods a configuration may name (`NONE`, `GZIP`, …). */
export const getCompressMethods = (signal?: AbortSignal) => call(lookupContracts.getCompressMethods, { signal });
/** A gateway's configuration; `saved: false` (empty fields, no nodes) until the first save (404 for another's). */
export const getEquipmentConfig = (id: string, signal?: AbortSignal) =>
  call(configContracts.getEquipmentConfigByEquipmentId, { params: { id }, signal });
/** The current enterprise's offline-alarm thresholds (the platform's until it sets its own), with the defaults. */
export const getOfflineAlarmSettings = (signal?: AbortSignal) =>
  call(offlineAlarmSettingContracts.getOfflineAlarmSettings, { signal });
/** Sets the current enterprise's offline-alarm thresholds (seconds); 400 with `fields` when one is out of range. */
export const submitOfflineAlarmSettings = (body: OfflineAlarmSettingsInput) =>
  call(offlineAlarmSettingContracts.submitOfflineAlarmSettings, { body });
/** The node template of a gateway's type (its product in the IoT area, docs/iot.md "Products"); needs `iot/product:view`. */
export const getTypeNodeTemplate = async (typeId: string) =>
  (await call(productContracts.getProductById, { params: { id: typeId } })).nodes;
/**
 * Saves the whole configuration (a new version) and sends it to the gateway; `delivered: false` when the broker could
 * not be reached (the next save sends it again). 400 with `fields` (`collectNodeConfigs.<i>.alias`, …) when refused.
 */
export const submitEquipmentConfig = (body: EquipmentConfigInput) =>
  call(configContracts.submitEquipmentConfig, { body });

/**
 * A gateway's nodes (configured, else its tags, plus nodes only seen in readings) with their latest readings, and the
 * WebSocket destination its live readings are pushed to (404 for another enterprise's).
 */
export const getEquipmentData = (id: string, signal?: AbortSignal) =>
  call(dataContracts.getEquipmentData, { params: { id }, signal });

/**
 * Sends a command to a gateway (published on its `cmd` topic); `status: 'undelivered'` when the gateway is not
 * connected or the broker could not be reached. 400 with `fields` (`command`, `params`) when refused, 409 when the
 * gateway is stopped or its certificate is not active.
 */
export const sendEquipmentCommand = (body: EquipmentCommandInput) =>
  call(commandContracts.sendEquipmentCommand, { body });
/** A sent command, with the gateway's reply once it answered (`status: 'answered'`). */
export const getEquipmentCommand = (equipmentId: string, commandId: string, signal?: AbortSignal) =>
  call(commandContracts.getEquipmentCommand, { params: { equipmentId, commandId }, signal });
