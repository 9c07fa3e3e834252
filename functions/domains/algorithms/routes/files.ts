import { randomUUID } from 'node:crypto';
import { ALGORITHM_LIMITS } from '../../../../shared/constants/algorithm-rules.js';
import { algorithmFileContracts as contracts } from '../../../../shared/contracts/algorithms.js';
import { requireEnv } from '../../../lib/env.js';
import { PayloadTooLargeError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { presignUpload } from '../../files/index.js';

/** Seconds the presigned upload of an algorithm file stays valid (100 MB on a slow line). */
const ALGORITHM_FILE_URL_TTL_SECONDS = 1800;

/** The stored name's extension: the uploaded file's, when it is a plain one. */
const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';

/**
 * The algorithm file (`POST /api-datasetfiles/`): announced as JSON, uploaded by the client straight to the datasets
 * bucket under `algorithm-files/` with the presigned PUT (413 above 100 MB), whose object key is the
 * `algorithmFileId`; the chain runner reads it from there.
 */
export const algorithmFileRoutes = [
  implement(contracts.uploadAlgorithmFile, async ({ body }) => {
    if (body.size > ALGORITHM_LIMITS.fileBytes) {
      throw new PayloadTooLargeError('The file is larger than 100MB', [
        { field: 'body.size', message: `Must be at most ${ALGORITHM_LIMITS.fileBytes} bytes (100MB)` },
      ]);
    }
    const name = `algorithm-files/${randomUUID()}.${extensionOf(body.fileName)}`;
    const ticket = await presignUpload({
      bucket: requireEnv('DATASETS_BUCKET'),
      name,
      contentType: body.contentType,
      size: body.size,
      expiresIn: ALGORITHM_FILE_URL_TTL_SECONDS,
    });
    return { id: name, name, method: 'PUT' as const, ...ticket };
  }),
];
