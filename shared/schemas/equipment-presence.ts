import * as z from 'zod';

/**
 * AWS IoT Core's lifecycle event (`$aws/events/presence/connected|disconnected/{clientId}`), as the presence rule
 * (`SELECT * FROM '$aws/events/presence/+/+'`) hands it to equipment-presence; the local broker builds the same
 * on each connect and disconnect. Unknown fields IoT Core may add later are ignored.
 */
export const PresenceEventSchema = z.object({
  clientId: z.string().min(1).max(128),
  /** Epoch milliseconds of the broker's event. */
  timestamp: z.number().int().nonnegative(),
  eventType: z.enum(['connected', 'disconnected']),
  sessionIdentifier: z.string().optional(),
  principalIdentifier: z.string().optional(),
  ipAddress: z.string().max(64).optional(),
  disconnectReason: z.string().max(64).optional(),
  versionNumber: z.number().optional(),
});
export type PresenceEvent = z.infer<typeof PresenceEventSchema>;
