import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  parsePointer,
  POINTER_NAME,
  revisionFolder,
  type AppPointer,
} from '../../../functions/domains/deployments/drivers/app-pointer.js';
import type { LocalStartRequest } from '../../../functions/domains/deployments/drivers/local-runtime-client.js';
import type { AppRuntime, ProgramFileReader } from '../engines/app-runtime.js';
import type { ShimRequest, ShimResponse } from './aws-shims.js';

export interface DeployedAppsOptions {
  /** A client of the local S3 server (`localS3Client`). */
  readonly s3: S3Client;
  /** The apps bucket (`APPS_BUCKET`). */
  readonly bucket: string;
  readonly runtime: AppRuntime;
}

/** A client of the local S3 server, for the stack's own reads (the local credentials, path-style). */
export function localS3Client(options: {
  readonly endpoint: string;
  readonly region: string;
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
}): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Reads program files for the app runtime from the local S3 server. */
export function programFileReader(s3: S3Client): ProgramFileReader {
  return async (bucket, key) => {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return await object.Body!.transformToByteArray();
    } catch (error) {
      if (isMissing(error)) throw new Error(`The program file ${key} is not in ${bucket}`, { cause: error });
      throw error;
    }
  };
}

/** Visits of deployed apps and the app runtime's JSON API, as the local gateway serves them. */
export interface DeployedApps {
  /** Answers `GET /apps/{namespace}/{appCode}/…` (and every method for container apps); false for other paths. */
  serve(request: IncomingMessage, response: ServerResponse, url: string, body: Buffer): Promise<boolean>;
  /** The app runtime's API under its shim path (`/start`, `/stop`, `/status`, `/usage`, `/remove`). */
  api(path: string, request: ShimRequest): Promise<ShimResponse>;
}

/** `/apps/{namespace}/{appCode}` and the rest of the path (empty, or starting with `/`). */
const APP_PATH = /^\/apps\/([a-z0-9][a-z0-9_-]*)\/([a-z0-9][a-z0-9_-]*)(\/.*)?$/;

const plainPage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body style="font-family:sans-serif;margin:3rem"><h1>${title}</h1><p>${text}</p></body></html>`;

function sendPage(response: ServerResponse, statusCode: number, title: string, text: string): void {
  const body = plainPage(title, text);
  response.writeHead(statusCode, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  response.end(body);
}

const isMissing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/**
 * Deployed apps on the local gateway (docs/deployments.md "Drivers"), as CloudFront serves them in AWS: the app's
 * pointer (`apps/{namespace}/{appCode}/current.json` in the apps bucket) decides on every visit. A static app's
 * files come from its revision's folder in the local S3 server (`index.html` for a folder, and for a path without
 * an extension that names no file, so client-side routes work); a container app's visits are proxied to its
 * process's port with the prefix stripped (`X-Forwarded-Prefix` tells it). A stopped app answers 503, an unknown one
 * 404, each with a plain page.
 */
export function createDeployedApps(options: DeployedAppsOptions): DeployedApps {
  const { s3, bucket } = options;

  const getObject = async (key: string) => {
    try {
      return await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  const readPointer = async (prefix: string): Promise<AppPointer | undefined> => {
    const object = await getObject(`${prefix}${POINTER_NAME}`);
    return object ? parsePointer(await object.Body!.transformToString()) : undefined;
  };

  async function serveFile(
    request: IncomingMessage,
    response: ServerResponse,
    folder: string,
    rest: string,
  ): Promise<void> {
    let relative: string;
    try {
      relative = decodeURIComponent(rest.slice(1));
    } catch {
      return sendPage(response, 400, 'Bad request', 'The path is not valid.');
    }
    if (relative.split('/').some((segment) => segment === '..')) return sendPage(response, 404, 'Not found', '');
    const wanted = relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
    let object = await getObject(`${folder}${wanted}`);
    // A client-side route (no extension) of a single-page app gets the app's index.html.
    if (!object && !/\.[A-Za-z0-9]+$/.test(wanted)) object = await getObject(`${folder}index.html`);
    if (!object) return sendPage(response, 404, 'Not found', `${rest} is not a file of this app.`);
    const bytes = await object.Body!.transformToByteArray();
    response.writeHead(200, {
      'content-type': object.ContentType ?? 'application/octet-stream',
      'content-length': bytes.length,
      'cache-control': 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : Buffer.from(bytes));
  }

  function proxy(
    request: IncomingMessage,
    response: ServerResponse,
    port: number,
    target: string,
    prefix: string,
    body: Buffer,
  ) {
    return new Promise<void>((resolve) => {
      const headers = { ...request.headers };
      delete headers.host;
      delete headers.connection;
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: target,
          headers: {
            ...headers,
            host: `127.0.0.1:${port}`,
            'x-forwarded-prefix': prefix,
            'x-forwarded-host': request.headers.host ?? '',
            'x-forwarded-proto': 'http',
            'content-length': String(body.length),
          },
          timeout: 30_000,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          answer.on('end', resolve);
          answer.on('error', () => resolve());
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('timed out')));
      upstream.on('error', (error) => {
        if (!response.headersSent)
          sendPage(
            response,
            502,
            'App not answering',
            `The app did not answer (${error.message}); it may be starting.`,
          );
        else response.destroy();
        resolve();
      });
      upstream.end(body);
    });
  }

  async function serve(request: IncomingMessage, response: ServerResponse, url: string, body: Buffer) {
    const [path, query] = [url.split('?')[0], url.includes('?') ? url.slice(url.indexOf('?')) : ''];
    const match = APP_PATH.exec(path);
    if (!match) return false;
    const [, namespace, appCode, rest = ''] = match;
    const base = `/apps/${namespace}/${appCode}`;
    if (rest === '') {
      // Relative links of the app resolve under its folder only with the trailing slash.
      response.writeHead(301, { location: `${base}/${query}`, 'content-length': 0 });
      response.end();
      return true;
    }
    const pointer = await readPointer(`apps/${namespace}/${appCode}/`);
    if (!pointer) {
      sendPage(response, 404, 'No app here', `No app is deployed at ${base}/.`);
      return true;
    }
    if (pointer.stopped) {
      sendPage(response, 503, 'App stopped', 'This app is stopped. Its enterprise can start it again in the console.');
      return true;
    }
    if (pointer.mode === 'static') {
      const method = request.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') {
        sendPage(response, 405, 'Method not allowed', 'A static app answers GET and HEAD only.');
        return true;
      }
      await serveFile(request, response, `apps/${namespace}/${appCode}/${revisionFolder(pointer.revision)}`, rest);
      return true;
    }
    const port = options.runtime.portOf(pointer.deploymentId);
    if (port === undefined) {
      sendPage(response, 503, 'App not running', 'This app is not running in the local stack.');
      return true;
    }
    await proxy(request, response, port, `${rest}${query}`, base, body);
    return true;
  }

  const json = (statusCode: number, value: unknown): ShimResponse => ({
    statusCode,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value ?? {}),
  });

  async function api(path: string, request: ShimRequest): Promise<ShimResponse> {
    if (request.method !== 'POST') return json(405, { message: 'POST only' });
    let input: LocalStartRequest;
    try {
      input = JSON.parse(request.body.toString('utf8') || '{}') as LocalStartRequest;
    } catch {
      return json(400, { message: 'The body is not JSON' });
    }
    const { runtime } = options;
    try {
      switch (path) {
        case '/start':
          return json(200, await runtime.start(input));
        case '/stop':
          return json(200, await runtime.stop(input.deploymentId));
        case '/status':
          return json(200, await runtime.status(input.deploymentId));
        case '/usage':
          return json(200, await runtime.usage(input.deploymentId));
        case '/remove':
          return json(200, await runtime.remove(input.deploymentId));
        default:
          return json(404, { message: `The local app runtime has no ${path}` });
      }
    } catch (error) {
      return json(500, { message: (error as Error).message });
    }
  }

  return { serve, api };
}
