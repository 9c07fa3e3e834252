import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * AWS IoT Core's lifecycle event (`$aws/events/presence/connected|disconnected/{clientId}`), as the presence rule
 * (`SELECT * FROM '$aws/events/presence/+/+'`) hands it to equipment-presence; the local broker builds the same
 * on each connect and disconnect. Unknown fields IoT Core may add later are ignored.
 */
export const PresenceEventSchema = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Epoch milliseconds of the broker's event. */
  timestamp: z.number().check(z.int(), z.nonnegative()),
  eventType: z.enum(['connected', 'disconnected']),
  sessionIdentifier: z.optional(z.string()),
  principalIdentifier: z.optional(z.string()),
  ipAddress: z.optional(z.string().check(z.maxLength(64))),
  disconnectReason: z.optional(z.string().check(z.maxLength(64))),
  versionNumber: z.optional(z.number()),
});
export type PresenceEvent = z.infer<typeof PresenceEventSchema>;
