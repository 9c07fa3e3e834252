import type { Device } from '../api/iot.js';

/** The console address of an IoT entry screen. */
export const iotPath = (screen: 'product' | 'device' | 'group' | 'data-push') => `/console/iot/${screen}`;

/** A device's detail address: `iot/device-detail/{type}/{id}/{code}/{protocol}`. */
export const deviceDetailPath = (device: Pick<Device, 'typeId' | 'gatewayId' | 'alias' | 'protocol'>) =>
  `/console/iot/device-detail/${[device.typeId, device.gatewayId, device.alias, device.protocol].map(encodeURIComponent).join('/')}`;
