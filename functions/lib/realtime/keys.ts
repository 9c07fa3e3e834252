/**
 * Key builders of the realtime plumbing's items in the single table (docs/realtime.md): WebSocket connections,
 * their subscriptions and the subscriber set of each destination.
 */
export const realtimeKeys = {
  connection: (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: '#META' }),
  connectionSubscription: (connectionId: string, destination: string) => ({
    pk: `CONN#${connectionId}`,
    sk: `SUB#${destination}`,
  }),
  /** The connections subscribed to a destination: one item, a string set `connectionIds` (docs/realtime.md). */
  subscriberSet: (destination: string) => ({ pk: `SUB#${destination}`, sk: '#SET' }),
} as const;
