import { randomUUID } from 'node:crypto';
import { ALGORITHM_LIMITS } from '../../../../shared/constants/algorithm-rules.js';
import { algorithmFileContracts as contracts } from '../../../../shared/contracts/algorithms.js';
import { requireEnv } from '../../../lib/env.js';
import { PayloadTooLargeError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { presignUpload } from '../../files/index.js';
import { putAlgorithmFile } from '../data/algorithm-file-objects.js';

/** Seconds the presigned upload of an algorithm file stays valid (100 MB on a slow line). */
const ALGORITHM_FILE_URL_TTL_SECONDS = 1800;

/** The stored name's extension: the uploaded file's, when it is a plain one. */
const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';

/** A new algorithm file's name in the datasets bucket; it is the `algorithmFileId` an algorithm names. */
const newFileName = (fileName: string) => `algorithm-files/${randomUUID()}.${extensionOf(fileName)}`;

/**
 * The algorithm file (`POST /api-datasetfiles/`), stored in the datasets bucket under `algorithm-files/`, where the
 * chain runner reads it. As documented, a multipart body carries the file itself (413 above about 4 MB, what a
 * Lambda request holds once base64-encoded); a JSON announcement answers a presigned PUT instead (413 above 100 MB),
 * for the larger files no request body can carry.
 */
export const algorithmFileRoutes = [
  implement(contracts.uploadAlgorithmFile, async ({ body }) => {
    if ('file' in body) {
      const { file } = body;
      if (file.size > ALGORITHM_LIMITS.multipartFileBytes) {
        throw new PayloadTooLargeError('The file is larger than 4MB: announce it for a presigned upload', [
          {
            field: 'body.file',
            message: `Must be at most ${ALGORITHM_LIMITS.multipartFileBytes} bytes (4MB) in a multipart body`,
          },
        ]);
      }
      const name = newFileName(file.fileName);
      await putAlgorithmFile({ name, bytes: Buffer.from(file.base64, 'base64'), contentType: file.contentType });
      return { id: name, name };
    }
    if (body.size > ALGORITHM_LIMITS.fileBytes) {
      throw new PayloadTooLargeError('The file is larger than 100MB', [
        { field: 'body.size', message: `Must be at most ${ALGORITHM_LIMITS.fileBytes} bytes (100MB)` },
      ]);
    }
    const name = newFileName(body.fileName);
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
