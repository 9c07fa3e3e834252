/**
 * Key builders of the realtime plumbing's items in the single table (docs/realtime.md): WebSocket connections,
 * their subscriptions, the subscriber set of each destination and the generation of each kind of destination's sets.
 */
export const realtimeKeys = {
  connection: (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: '#META' }),
  connectionSubscription: (connectionId: string, destination: string) => ({
    pk: `CONN#${connectionId}`,
    sk: `SUB#${destination}`,
  }),
  /** The connections subscribed to a destination: one item, a string set `connectionIds` (docs/realtime.md). */
  subscriberSet: (destination: string) => ({ pk: `SUB#${destination}`, sk: '#SET' }),
  /**
   * A counter raised by every change of a subscriber set of one kind of destination (its first path segment:
   * `equipment` for `/equipment/{id}`), so a reader's cache of those sets knows when it is stale (docs/realtime.md).
   */
  subscriberGeneration: (kind: string) => ({ pk: `SUBGEN#${kind}`, sk: '#GENERATION' }),
} as const;

/** The kind of a destination, whose generation its set's changes raise: its first path segment. */
export const destinationKind = (destination: string) => destination.split('/')[1] ?? '';
