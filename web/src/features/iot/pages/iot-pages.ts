/*
 * The IoT screens (products, devices, device detail, groups, data push) as one lazy chunk, as the equipment screens
 * are: split per screen, each lazy import adds its dependency list to the initial /console download.
 */
export { default as IotProductPage } from './iot-product/iot-product-page.js';
export { default as IotDevicePage } from './iot-device/iot-device-page.js';
export { default as IotDeviceDetailPage } from './iot-device-detail/iot-device-detail-page.js';
export { default as IotGroupPage } from './iot-group/iot-group-page.js';
export { default as IotDataPushPage } from './iot-data-push/iot-data-push-page.js';
