import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import S3rver from 's3rver';

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

/**
 * Starts s3rver with its objects on disk under `<dataDir>/s3` and the product
 * buckets (with CORS for the console origins) created at start.
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
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
