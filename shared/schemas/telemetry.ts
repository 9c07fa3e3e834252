import * as z from 'zod/mini';
import './zod-locale.js';
import { STORABLE_NUMBER_MESSAGE, isStorableNumber } from './bounded-json.js';

/**
 * Equipment telemetry (spec doc 3 §3 "Live node data: value, timestamp,
 * quality, receive time"; §2.2 live data pushed over /sia-equipment-websocket).
 * The wire shapes are not shown in the spec; these are our design, described
 * in docs/realtime.md.
 */

/** One node reading as published by a gateway. `timestamp` is the device's epoch milliseconds. */
export const NodeReadingSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(128)),
  /** A number DynamoDB can store: one it could not would fail the whole stream batch, again on every retry. */
  value: z.union([
    z.number().check(z.refine(isStorableNumber, STORABLE_NUMBER_MESSAGE)),
    z.string().check(z.maxLength(1024)),
    z.boolean(),
    z.null(),
  ]),
  timestamp: z.number().check(z.int(), z.nonnegative()),
  quality: z._default(z.string().check(z.minLength(1), z.maxLength(32)), 'GOOD'),
});
export type NodeReading = z.infer<typeof NodeReadingSchema>;

/** Most readings one message may carry. */
export const MAX_NODES_PER_MESSAGE = 100;

/** The JSON a gateway publishes on `sia/equipment/{equipmentId}/data`. */
export const TelemetryPayloadSchema = z.object({
  nodes: z.array(NodeReadingSchema).check(
    z.minLength(1),
    z.maxLength(MAX_NODES_PER_MESSAGE),
    z.refine(
      (nodes) => new Set(nodes.map((n) => n.name)).size === nodes.length,
      'Node names must be unique within a message',
    ),
  ),
});
export type TelemetryPayload = z.infer<typeof TelemetryPayloadSchema>;

/**
 * What the IoT rule (`SELECT *, topic(3) AS equipmentId, topic() AS topic`)
 * and the local broker bridge hand to telemetry-ingest: the payload plus
 * the equipment id and topic.
 */
export const TelemetryRuleEventSchema = z.extend(TelemetryPayloadSchema, {
  equipmentId: z.string().check(z.minLength(1), z.maxLength(64)),
  topic: z.string().check(z.minLength(1)),
});
export type TelemetryRuleEvent = z.infer<typeof TelemetryRuleEventSchema>;

/** A reading as stored and pushed: the device reading plus the platform's receive time (epoch ms). */
export const ReceivedReadingSchema = z.extend(NodeReadingSchema, { receiveTime: z.number().check(z.int()) });
export type ReceivedReading = z.infer<typeof ReceivedReadingSchema>;

/** The WebSocket destination of an equipment's live data. */
export const equipmentDestination = (equipmentId: string) => `/equipment/${equipmentId}`;

/** A destination the WebSocket accepts: `/equipment/{equipmentId}`. */
export const DestinationSchema = z.string().check(z.regex(/^\/equipment\/[A-Za-z0-9_-]{1,64}$/, 'Unknown destination'));

/** Client → server frame. */
export const ClientFrameSchema = z.object({
  action: z.enum(['subscribe', 'unsubscribe']),
  destination: DestinationSchema,
});
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

/** Server → client data frame. */
export interface DataFrame {
  readonly destination: string;
  readonly nodes: readonly ReceivedReading[];
}

/**
 * Server → client frame carrying several data frames: what a connection gets when one ingest batch has more than one
 * frame for it (several messages of a destination, or several destinations it subscribed to), in the batch's order.
 * Like a data frame it has no `type`; the client handles each of `frames` as if it had arrived alone.
 */
export interface DataFramesEnvelope {
  readonly frames: readonly DataFrame[];
}

/** Server → client control frame (acknowledgements and errors). */
export type ControlFrame =
  | { readonly type: 'subscribed' | 'unsubscribed'; readonly destination: string }
  | { readonly type: 'error'; readonly destination: string | null; readonly message: string };

/** Extracts the equipment id of a destination accepted by `DestinationSchema`. */
export const destinationEquipmentId = (destination: string) => destination.slice('/equipment/'.length);
