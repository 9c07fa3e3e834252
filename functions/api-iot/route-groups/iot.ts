import { dataPushRoutes, deviceRoutes, groupRoutes, productRoutes } from '../../domains/iot/routes.js';

/** api-iot's iot group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [...productRoutes, ...deviceRoutes, ...groupRoutes, ...dataPushRoutes];
