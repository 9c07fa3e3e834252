import { RotationTaskSchema } from '../../shared/schemas/equipment-certificate-rotation.js';
import { runRotationTask } from '../domains/equipment/index.js';
import { logger } from '../lib/logger.js';

/** A task the state machine should not retry: its input is malformed. */
export class InvalidRotationTaskError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidRotationTask';
  }
}

/**
 * The certificate rotation's task function (docs/equipment.md "Rotation"), invoked by the state machine of
 * infra/definitions/certificate-rotation-definition.ts with `{ action, rotationId, gatewayId }`: `issue`, `deliver`
 * (with the Deliver state's `taskToken`), `complete`, `rollBack` and `fail` (with the caught `error`). A step that
 * finds its rotation gone throws `RotationGone`, one that finds the gateway connected already `RotationConnected`:
 * the state machine routes by those names. Its answers carry no key material.
 */
export const handler = async (event: unknown): Promise<unknown> => {
  const parsed = RotationTaskSchema.safeParse(event);
  if (!parsed.success)
    throw new InvalidRotationTaskError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const result = await runRotationTask(parsed.data);
  logger.info('Certificate rotation step', {
    action: parsed.data.action,
    rotationId: parsed.data.rotationId,
    result,
  });
  return result;
};
