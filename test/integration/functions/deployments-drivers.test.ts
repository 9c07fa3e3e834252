import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { driverFor } from '../../../functions/domains/deployments/drivers/driver-for.js';
import type { DeploymentSpec, ReleaseMode } from '../../../functions/domains/deployments/drivers/runtime-driver.js';
import type { LocalAppStatus } from '../../../infra/local/engines/app-runtime.js';
import { localPostgresAdmin } from '../../../infra/local/engines/postgres.js';
import { demoProgramFiles } from '../../../infra/local/seed/seed-demo-programs.js';
import { deleteSecret, putSecret } from '../../../functions/lib/secrets.js';

// The runtime drivers on the local engines (docs/deployments.md "Drivers"): what each starts is visited through the
// gateway at /apps/{namespace}/{appCode}/, and every status is a real check. Namespaces are this file's own.
const suffix = randomBytes(4).toString('hex');
const namespace = `drv${suffix}`;
const gateway = process.env.CONSOLE_URL!;

const s3 = new S3Client({
  endpoint: process.env.S3_ENDPOINT,
  region: process.env.AWS_REGION,
  forcePathStyle: true,
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

const spec = (mode: ReleaseMode, overrides: Partial<DeploymentSpec> = {}): DeploymentSpec => ({
  deploymentId: `dep-${mode}-${suffix}`,
  revision: 1,
  enterpriseId: 'enterprise-of-the-drivers-test',
  namespace,
  appCode: `${mode}-app`,
  releaseMode: mode,
  applicationId: `app-${mode}`,
  versionId: `version-${mode}`,
  limits: { cpuCores: 1, memoryMb: 256, diskMb: 512 },
  ...overrides,
});

const visit = (path: string) => fetch(`${gateway}${path}`, { redirect: 'manual' });

const servers: Server[] = [];
afterAll(async () => {
  s3.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the static driver', () => {
  it('unpacks the bundle, serves it while running, answers 503 once stopped and forgets it on remove', async () => {
    const key = `test-drivers-${suffix}.zip`;
    const zip = zipSync({
      'dist/index.html': strToU8('<!doctype html><title>Bundle</title><h1>Static bundle works</h1>'),
      'dist/assets/app.js': strToU8('console.log("app")'),
    });
    await s3.send(new PutObjectCommand({ Bucket: process.env.FILES_BUCKET, Key: key, Body: zip }));
    const app = spec('static', { programFileKey: key });
    const driver = driverFor('static');
    const path = `/apps/${namespace}/static-app/`;

    expect(await driver.start(app)).toEqual({ visitUrl: `${gateway}${path}` });
    expect(await driver.status(app)).toEqual({ state: 'running' });
    const page = await visit(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Static bundle works');
    expect((await visit(`${path}assets/app.js`)).headers.get('content-type')).toContain('javascript');
    expect((await visit(path.slice(0, -1))).headers.get('location')).toBe(path);
    expect((await driver.usage(app)).diskMb).toBeGreaterThan(0);

    await driver.stop(app);
    expect((await driver.status(app)).state).toBe('stopped');
    expect((await visit(path)).status).toBe(503);
    // Start of the same revision again: the bundle is there, only the pointer flips back.
    await driver.start(app);
    expect((await visit(path)).status).toBe(200);

    await driver.remove(app);
    expect(await driver.status(app)).toMatchObject({ state: 'stopped', detail: 'Not deployed' });
    expect((await visit(path)).status).toBe(404);
  });
});

describe('the jar driver', () => {
  it('runs the demo jar under the supervisor, restarts it when it dies, stops and removes it', async () => {
    const secretId = await putSecret(`test/drivers-${suffix}`, localPostgresAdmin.password);
    const app = spec('jar', {
      programFileKey: demoProgramFiles.jar.name,
      database: {
        host: '127.0.0.1',
        port: Number(process.env.DATABASE_SERVICE_PORT),
        database: 'postgres',
        username: localPostgresAdmin.user,
        passwordSecretId: secretId,
      },
    });
    const driver = driverFor('jar');
    const path = `/apps/${namespace}/jar-app/`;
    const status = () => driver.status(app) as Promise<LocalAppStatus>;
    try {
      expect(await driver.start(app)).toEqual({ visitUrl: `${gateway}${path}` });
      // Idempotent: a second start of the running revision leaves its process alone.
      await driver.start(app);
      await expect.poll(async () => (await status()).state, { timeout: 40_000 }).toBe('running');
      const first = await status();
      expect(first.health).toEqual({ status: 'UP', database: 'connected' });
      const page = await (await visit(path)).text();
      expect(page).toContain('SIA Demo App');
      expect(page).toMatch(/Database: <strong>connected/);
      expect((await visit(`${path}health`)).status).toBe(200);
      expect((await driver.usage(app)).memoryMb).toBeGreaterThan(0);

      process.kill(first.pid!, 'SIGKILL');
      await expect
        .poll(
          async () => {
            const now = await status();
            return now.state === 'running' && now.pid !== first.pid && (now.restarts ?? 0) >= 1;
          },
          { timeout: 40_000 },
        )
        .toBe(true);

      await driver.stop(app);
      expect((await status()).state).toBe('stopped');
      expect((await visit(path)).status).toBe(503);
    } finally {
      await driver.remove(app);
      await deleteSecret(secretId);
    }
    expect((await status()).state).toBe('stopped');
    expect((await visit(path)).status).toBe(404);
  }, 60_000);
});

describe('the image driver', () => {
  it('refuses plainly on the local stack, which has no container engine', async () => {
    const refusal = driverFor('image').start(spec('image', { url: 'public.ecr.aws/nginx/nginx:latest' }));
    await expect(refusal).rejects.toMatchObject({
      statusCode: 409,
      message: 'No container engine is available locally: image apps run only in AWS stages (docs/deployments.md)',
    });
  });
});

describe('the external driver', () => {
  it('answers the URL as the visit URL and reads its health from a GET of it', async () => {
    let answer = 200;
    const server = createServer((_request, response) => {
      response.statusCode = answer;
      response.end('external');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app`;
    const app = spec('external', { url });
    const driver = driverFor('external');

    expect(await driver.start(app)).toEqual({ visitUrl: url });
    expect(await driver.status(app)).toEqual({ state: 'running' });
    answer = 503;
    expect(await driver.status(app)).toMatchObject({ state: 'crashed', detail: `${url} answered 503` });
    await new Promise((resolve) => server.close(resolve));
    expect((await driver.status(app)).state).toBe('crashed');
  });
});
