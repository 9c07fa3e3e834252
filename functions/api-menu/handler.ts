import { createHttpHandler } from '../lib/http/http-handler.js';
import { menuRoutes } from './routes/menus.js';

/** /api-menu: the menu tree (menu maintenance arrives with its issue). */
export const handler = createHttpHandler(menuRoutes);
