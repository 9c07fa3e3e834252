import * as z from 'zod/mini';
import './zod-locale.js';
import { GATEWAY_IMPORT_LIMITS } from '../constants/equipment-rules.js';

/** `POST importEquipment` (ours): the CSV text (a file the console read, or pasted lines). */
export const GatewayImportSchema = z.object({
  content: z.string().check(
    z.maxLength(GATEWAY_IMPORT_LIMITS.maxBytes, `At most ${GATEWAY_IMPORT_LIMITS.maxBytes / 1024} KB`),
    z.refine((text) => text.trim().length > 0, 'Enter at least one gateway line'),
  ),
});
export type GatewayImport = z.infer<typeof GatewayImportSchema>;
