import * as z from 'zod';
import { GATEWAY_IMPORT_LIMITS } from '../constants/equipment-rules.js';

/** `POST importEquipment` (ours): the CSV text (a file the console read, or pasted lines). */
export const GatewayImportSchema = z
  .object({
    content: z
      .string()
      .max(GATEWAY_IMPORT_LIMITS.maxBytes, `At most ${GATEWAY_IMPORT_LIMITS.maxBytes / 1024} KB`)
      .refine((text) => text.trim().length > 0, 'Enter at least one gateway line'),
  })
  .strict();
export type GatewayImport = z.infer<typeof GatewayImportSchema>;
