import { DeviceDetailParamsSchema, DeviceListQuerySchema, NoIotQuerySchema } from '../../../../shared/schemas/iot.js';
import type { DeviceDetailSchema, DevicePageSchema } from '../../../../shared/schemas/iot-responses.js';
import { defineRoute, responseOf } from '../../../lib/http/route.js';
import { getDeviceDetail, listDevices } from '../devices.js';

/**
 * Devices (`iot/device`, `iot/device-detail/{type}/{id}/{code}/{protocol}`): every collect node across the
 * enterprise's gateways, and one node with its gateway and the destination of its live readings.
 */
export const deviceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api-iot/getDeviceList',
    access: { privilege: 'iot/device:view' },
    query: DeviceListQuerySchema,
    response: responseOf<typeof DevicePageSchema>(),
    handler: ({ caller, query }) => listDevices(caller.enterpriseId, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/api-iot/getDeviceDetail/{type}/{id}/{code}/{protocol}',
    access: { privilege: 'iot/device-detail:view' },
    params: DeviceDetailParamsSchema,
    query: NoIotQuerySchema,
    response: responseOf<typeof DeviceDetailSchema>(),
    handler: ({ caller, params }) => getDeviceDetail(caller, params),
  }),
];
