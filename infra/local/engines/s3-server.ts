import { mkdirSync } from 'node:fs';
import { IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import S3rver, { type S3rverStore } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

export interface S3Engine {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/** CORS rules so the console (and the Vite dev server) can PUT to presigned URLs from the browser. */
function corsConfiguration(origins: readonly string[]): string {
  const rules = origins
    .map(
      (origin) => `<CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
    )
    .join('\n');
  return `<CORSConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">\n${rules}\n</CORSConfiguration>`;
}

/** The headers a request's SigV4 signature covers: a presigned URL's `X-Amz-SignedHeaders`, or the Authorization's. */
function signedHeaders(request: IncomingMessage): string[] {
  const query = new URL(request.url ?? '/', 'http://s3.local').searchParams.get('X-Amz-SignedHeaders');
  const header = /SignedHeaders=([^,\s]+)/.exec(request.headers.authorization ?? '')?.[1];
  return (query ?? header ?? '').toLowerCase().split(';');
}

/**
 * Makes s3rver honour `If-None-Match: *` on PUT Object the way S3 does, which it does not by itself (s3rver 3
 * predates S3's conditional writes and checks no SigV4 signature): the presigned uploads sign the header so the first
 * upload is final (docs/files.md). A PUT that carries it is refused with 412 PreconditionFailed while the object
 * exists or another such PUT of it is under way; a request whose signature covers the header but that leaves it out
 * is refused with 403 SignatureDoesNotMatch, as S3 refuses it; any other value is 501 NotImplemented, as in S3.
 * Wrapping the store's write keeps the checks after s3rver's CORS handling, so a browser reads the refusal.
 */
function honourIfNoneMatch(store: S3rverStore): void {
  const write = store.putObject.bind(store);
  const writing = new Set<string>();
  store.putObject = async (object) => {
    if (!(object.content instanceof IncomingMessage)) return write(object);
    const condition = object.content.headers['if-none-match'];
    if (condition === undefined) {
      if (signedHeaders(object.content).includes('if-none-match')) {
        throw new S3Error('SignatureDoesNotMatch', 'The request signature covers If-None-Match, which is missing.');
      }
      return write(object);
    }
    if (condition !== '*') {
      throw new S3Error('NotImplemented', 'A header you provided implies functionality that is not implemented', {
        Header: 'If-None-Match',
      });
    }
    const id = `${object.bucket}/${object.key}`;
    if (writing.has(id)) throw preconditionFailed();
    writing.add(id);
    try {
      if (await store.existsObject(object.bucket, object.key)) throw preconditionFailed();
      return await write(object);
    } finally {
      writing.delete(id);
    }
  };
}

/** The longest one write or delete of a bucket holds up the next (`serializeFolderChanges`). */
const MAX_TURN_MS = 30_000;

/**
 * Runs s3rver's writes and deletes of one bucket one at a time. Its filesystem store keeps an object under folders
 * named by its key: a write creates them, then opens the file; a delete removes the folders it leaves empty. Side by
 * side, a delete could remove the folder a write had just created, and the write's file stream then failed with
 * ENOENT, an error event nothing listens to, which ended the process (seen with three integration files at once).
 * Multipart completion writes through `putObject`, so it is covered too.
 */
function serializeFolderChanges(store: S3rverStore): void {
  const queues = new Map<string, Promise<unknown>>();
  const inTurn = <T>(bucket: string, change: () => Promise<T>): Promise<T> => {
    const turn = (queues.get(bucket) ?? Promise.resolve()).then(change, change);
    // An upload whose client went away may never settle (s3rver listens for errors on its own stream only): the
    // next change waits for it at most `MAX_TURN_MS`, so one stalled upload never stops the bucket's writes.
    const next = new Promise<void>((done) => {
      const late = setTimeout(done, MAX_TURN_MS);
      late.unref();
      void turn
        .finally(() => {
          clearTimeout(late);
          done();
        })
        .catch(() => undefined);
    });
    queues.set(bucket, next);
    return turn;
  };
  const put = store.putObject.bind(store);
  const copy = store.copyObject.bind(store);
  const remove = store.deleteObject.bind(store);
  store.putObject = (object) => inTurn(object.bucket, () => put(object));
  store.copyObject = (sourceBucket, sourceKey, bucket, ...rest) =>
    inTurn(bucket, () => copy(sourceBucket, sourceKey, bucket, ...rest));
  store.deleteObject = (bucket, key) => inTurn(bucket, () => remove(bucket, key));
}

const preconditionFailed = () =>
  new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', {
    Condition: 'If-None-Match',
  });

/**
 * Starts s3rver with its objects on disk under `<dataDir>/s3` and the product
 * buckets (with CORS for the console origins) created at start; PUT Object honours `If-None-Match: *`.
 */
export async function startS3Server(options: {
  port: number;
  dataDir: string;
  buckets: readonly string[];
  allowedOrigins: readonly string[];
  /** The address to listen on; loopback unless given. */
  host?: string;
}): Promise<S3Engine> {
  const directory = resolve(options.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const cors = corsConfiguration(options.allowedOrigins);
  const server = new S3rver({
    port: options.port,
    address: options.host ?? '127.0.0.1',
    directory,
    silent: true,
    allowMismatchedSignatures: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [cors] })),
  });
  serializeFolderChanges(server.store);
  honourIfNoneMatch(server.store);
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
