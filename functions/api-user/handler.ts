import { createHttpHandler } from '../lib/http/http-handler.js';
import { contextRoutes } from './routes/context.js';
import { lookupRoutes } from './routes/lookups.js';
import { profileRoutes } from './routes/profile.js';
import { registrationRoutes } from './routes/registration.js';

/** /api-user (and /backendUsers): session context, profile, lookup and public registration calls. */
export const handler = createHttpHandler([...contextRoutes, ...profileRoutes, ...lookupRoutes, ...registrationRoutes]);
