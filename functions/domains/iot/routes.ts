/** The IoT domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { productRoutes } from './routes/products.js';
export { deviceRoutes } from './routes/devices.js';
export { groupRoutes } from './routes/groups.js';
export { dataPushRoutes } from './routes/data-push.js';
