import { ConflictError } from '../../../lib/errors.js';

/** The text of the local refusal of image apps. */
export const NO_CONTAINER_ENGINE =
  'No container engine is available locally: image apps run only in AWS stages (docs/deployments.md)';

/** 409: the stage cannot run this kind of app (an image app on the local stack). */
export class RuntimeUnavailableError extends ConflictError {
  constructor(message: string) {
    super(message, { reason: 'RuntimeUnavailable' });
  }
}
