import { lazy } from 'react';
import type { FeatureRoutes } from '@/routing/feature-routes.js';

/** The IoT screens share one chunk (pages/iot-pages.ts). */
const loadPages = () => import('./pages/iot-pages.js');
const ProductPage = lazy(() => loadPages().then((m) => ({ default: m.IotProductPage })));
const DevicePage = lazy(() => loadPages().then((m) => ({ default: m.IotDevicePage })));
const DeviceDetailPage = lazy(() => loadPages().then((m) => ({ default: m.IotDeviceDetailPage })));
const GroupPage = lazy(() => loadPages().then((m) => ({ default: m.IotGroupPage })));
const DataPushPage = lazy(() => loadPages().then((m) => ({ default: m.IotDataPushPage })));

/**
 * The IoT area (spec doc 3 names the five routes only; docs/iot.md): products with their node templates, the device
 * view across gateways and one device's detail, device groups, and data push. The detail's four segments are optional
 * for the router, so an incomplete address still reaches the screen, which sends it to `/exception/415`.
 */
export const iotRoutes: FeatureRoutes = {
  console: [
    { path: 'iot/product', element: <ProductPage /> },
    { path: 'iot/device', element: <DevicePage /> },
    {
      path: 'iot/device-detail/:type?/:id?/:code?/:protocol?',
      element: <DeviceDetailPage />,
      selectedOn: 'iot/device',
    },
    { path: 'iot/group', element: <GroupPage /> },
    { path: 'iot/data-push', element: <DataPushPage /> },
  ],
};
