import * as z from 'zod';
import { UserIdSchema } from './session.js';

/** `GET /api-menu/query-menu?userId=[&enterpriseId=&roleId=]` (spec doc 1 §7); the response is MenuNode[]. */
export const QueryMenuQuerySchema = z
  .object({
    userId: UserIdSchema,
    enterpriseId: z.string().min(1).max(64).optional(),
    roleId: z.string().min(1).max(64).optional(),
  })
  .strict();
