/** The algorithm library's route lists, one per route file, for the API-prefix handlers to compose. */
export { algorithmCategoryRoutes } from './routes/categories.js';
export { algorithmReadRoutes } from './routes/library.js';
export { algorithmWriteRoutes } from './routes/algorithms.js';
export { algorithmFileRoutes } from './routes/files.js';
