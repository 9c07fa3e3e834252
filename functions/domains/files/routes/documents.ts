import { documentContracts as contracts } from '../../../../shared/contracts/files.js';
import { randomUUID } from 'node:crypto';
import { MAX_APP_FILE_BYTES } from '../../../../shared/constants/application-rules.js';
import { NotFoundError, PayloadTooLargeError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { getDocumentRecords, putDocumentRecord } from '../data/document.js';
import { presignDocumentDownload, presignDocumentUpload } from '../data/document-objects.js';

/** The stored name's extension: the uploaded file's, when it is a plain one. */
const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';

/**
 * Documents of applications (help, API and test-report files, program files: spec doc 2 §3, §5; the calls are our
 * design, docs/files.md): a presigned upload of at most 100 MB, and a presigned download for its uploader,
 * auditors and platform administrators (the publishing screens and the audit).
 */
export const documentRoutes = [
  implement(contracts.documentUploads, async ({ body, caller }) => {
    if (body.size > MAX_APP_FILE_BYTES) {
      throw new PayloadTooLargeError('The file is larger than 100MB', [
        { field: 'body.size', message: `Must be at most ${MAX_APP_FILE_BYTES} bytes (100MB)` },
      ]);
    }
    const name = `${randomUUID()}.${extensionOf(body.fileName)}`;
    await putDocumentRecord({
      document: {
        name,
        fileName: body.fileName,
        ownerId: caller.userId,
        contentType: body.contentType,
        size: body.size,
        createdAt: Date.now(),
      },
    });
    return { name, method: 'PUT' as const, ...(await presignDocumentUpload({ name, ...body })) };
  }),
  implement(contracts.download, async ({ query, caller }) => {
    const [record] = await getDocumentRecords([query.name]);
    const mayRead = record && (record.ownerId === caller.userId || caller.isAuditor || caller.isPlatformAdmin);
    if (!mayRead) throw new NotFoundError('File not found');
    return {
      url: await presignDocumentDownload({ name: record.name, fileName: record.fileName }),
      fileName: record.fileName,
    };
  }),
];
