import { readFileSync } from 'node:fs';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { strToU8, zipSync } from 'fflate';
import { fileKeys } from '../../../functions/domains/files/index.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { ensureDemoAppJar } from '../support/demo-app-build.js';
import { seedDynamoClients } from './seed-clients.js';

/**
 * The program files of the two deployable demo apps (docs/deployments.md "Drivers"): the demo jar app, built from
 * `infra/local/demo-app` by the JDK, and a one-page static web bundle zipped here; both uploaded to the files bucket
 * under fixed names with their document records, as a developer's upload would leave them.
 */
export const demoProgramFiles = {
  jar: { name: 'seed-demo-app.jar', fileName: 'demo-app.jar', contentType: 'application/java-archive' },
  static: { name: 'seed-static-demo.zip', fileName: 'static-demo.zip', contentType: 'application/zip' },
} as const;

/** The static demo's one page. */
const staticDemoPage = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="utf-8"><title>SIA Static Demo</title></head>
  <body style="font-family:sans-serif;margin:3rem">
    <h1>静态演示 Static Demo</h1>
    <p>A static web bundle deployed into a tenant space and served under its path.</p>
  </body>
</html>
`;

/** The static demo's zip (built at seed time: a few hundred bytes). */
export const staticDemoZip = () => zipSync({ 'index.html': strToU8(staticDemoPage) });

/**
 * Uploads both program files (the jar rebuilt only when its sources changed) with their document records. Without a JDK the jar is left out with a notice: the rest of the demo does not need it.
 */
export async function seedDemoPrograms(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { env } = context;
  const s3 = new S3Client({
    region: env.AWS_REGION ?? 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const { dynamo, documents } = seedDynamoClients(env);
  const TableName = env.TABLE_NAME!;
  try {
    const owner = await documents.send(new GetCommand({ TableName, Key: keys.unique('username', 'admin') }));
    const ownerId = (owner.Item?.ownerId as string | undefined) ?? 'seed';
    let jar: Uint8Array | undefined;
    try {
      jar = readFileSync(await ensureDemoAppJar());
    } catch (error) {
      context.log(`Notice: the demo jar app was not built, so it cannot be deployed: ${(error as Error).message}`);
    }
    const files = [
      ...(jar ? [{ ...demoProgramFiles.jar, body: jar }] : []),
      { ...demoProgramFiles.static, body: staticDemoZip() },
    ];
    for (const file of files) {
      await s3.send(
        new PutObjectCommand({
          Bucket: env.FILES_BUCKET!,
          Key: file.name,
          Body: file.body,
          ContentType: file.contentType,
        }),
      );
      // The record is the seed's own: rewritten with the file, so its size follows a rebuilt jar.
      await documents.send(
        new PutCommand({
          TableName,
          Item: {
            ...fileKeys.document(file.name),
            entity: 'document',
            name: file.name,
            fileName: file.fileName,
            ownerId,
            contentType: file.contentType,
            size: file.body.length,
            createdAt: Date.parse('2026-01-01T00:00:00.000Z'),
          },
        }),
      );
    }
  } finally {
    s3.destroy();
    dynamo.destroy();
  }
}
