import { ClientFrameSchema, type ClientFrame, type ControlFrame } from '../../shared/schemas/telemetry.js';

/** A client frame that could not be accepted, with the error frame to send back. */
export interface FrameError {
  readonly error: ControlFrame & { type: 'error' };
}

/**
 * Parses a client frame: `{"action":"subscribe"|"unsubscribe","destination":"/equipment/{id}"}`.
 * Anything else (not JSON, unknown action, unknown destination) yields an
 * error frame naming the destination when one was given.
 */
export function parseClientFrame(body: string | undefined): { frame: ClientFrame } | FrameError {
  let value: unknown;
  try {
    value = JSON.parse(body ?? '');
  } catch {
    return { error: { type: 'error', destination: null, message: 'Frames must be JSON' } };
  }
  const parsed = ClientFrameSchema.safeParse(value);
  if (parsed.success) return { frame: parsed.data };
  const destination =
    value && typeof value === 'object' && typeof (value as { destination?: unknown }).destination === 'string'
      ? (value as { destination: string }).destination
      : null;
  const message = parsed.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return { error: { type: 'error', destination, message } };
}

/** Who may watch an equipment's live data: users of its enterprise and platform administrators. */
export function mayWatchEquipment(
  caller: { readonly enterpriseIds: readonly string[]; readonly isPlatformAdmin: boolean },
  equipment: { readonly enterpriseId: string },
): boolean {
  return caller.isPlatformAdmin || caller.enterpriseIds.includes(equipment.enterpriseId);
}
