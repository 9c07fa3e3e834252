import * as z from 'zod/mini';
import './zod-locale.js';
import { RecordIdSchema } from './fields.js';

/**
 * The certificate rotation's state machine and its task function (docs/equipment.md "Rotation";
 * `infra/definitions/certificate-rotation-definition.ts`): the execution's input and each task's event. Neither ever
 * carries key material: the execution's history is logged in full.
 */

/** What the rotation route starts an execution with (its name is the rotation id). */
export interface RotationExecutionInput {
  readonly rotationId: string;
  readonly gatewayId: string;
  /** The Deliver state's timeout (`TimeoutSecondsPath`): how long to wait for the gateway. */
  readonly waitSeconds: number;
}

const ids = { rotationId: RecordIdSchema, gatewayId: RecordIdSchema };
/** A state's caught error (`{ Error, Cause }`), as the state machine hands it on. */
const caught = z.optional(z.object({ Error: z.optional(z.string()), Cause: z.optional(z.string()) }));

/** A task of the certificate-rotation state machine. */
export const RotationTaskSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('issue'), ...ids }),
  z.object({ action: z.literal('deliver'), ...ids, taskToken: z.string().check(z.minLength(1), z.maxLength(2048)) }),
  z.object({ action: z.literal('complete'), ...ids }),
  z.object({ action: z.literal('rollBack'), ...ids, error: caught }),
  z.object({ action: z.literal('fail'), ...ids, error: caught }),
]);
export type RotationTask = z.output<typeof RotationTaskSchema>;
