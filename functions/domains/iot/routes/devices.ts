import { deviceContracts as contracts } from '../../../../shared/contracts/iot.js';
import { implement } from '../../../lib/http/implement.js';
import { getDeviceDetail, listDevices } from '../devices.js';

/**
 * Devices (`iot/device`, `iot/device-detail/{type}/{id}/{code}/{protocol}`): every collect node across the
 * enterprise's gateways, and one node with its gateway and the destination of its live readings.
 */
export const deviceRoutes = [
  implement(contracts.getDeviceList, ({ caller, query }) => listDevices(caller.enterpriseId, query)),
  implement(contracts.getDeviceDetail, ({ caller, params }) => getDeviceDetail(caller, params)),
];
