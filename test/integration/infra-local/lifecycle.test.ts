import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../../../infra/local/local-stack.js';
import { testConfig } from '../test-ports.js';

const config = testConfig(
  Number(process.env.SIA_TEST_PORT_OFFSET ?? 10_000) + 200,
  `.data/test-lifecycle-${process.pid}`,
);
const quiet = { quiet: true, log: () => undefined, handlers: {} };
const key = { pk: { S: 'LIFECYCLE#1' }, sk: { S: '#META' } };

const dynamo = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: config.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
const javaRunningFor = (dataDir: string) => {
  try {
    return (
      execFileSync('pgrep', ['-f', `java.*${dataDir}`])
        .toString()
        .trim().length > 0
    );
  } catch {
    return false;
  }
};

describe('local stack lifecycle', () => {
  // The data directory is this run's own (named by the process): nothing of it is wanted afterwards.
  afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));

  it('keeps data across restarts, wipes it with fresh, and leaves no java behind', async () => {
    let stack = await startLocalStack({ config, fresh: true, ...quiet });
    const poolId = stack.env.USER_POOL_ID;
    let client = dynamo(stack.urls.dynamodb);
    await client.send(new PutItemCommand({ TableName: config.names.table, Item: { ...key, value: { S: 'kept' } } }));
    client.destroy();
    await stack.stop();
    expect(javaRunningFor(config.dataDir)).toBe(false);

    stack = await startLocalStack({ config, ...quiet });
    expect(stack.env.USER_POOL_ID).toBe(poolId);
    client = dynamo(stack.urls.dynamodb);
    expect((await client.send(new GetItemCommand({ TableName: config.names.table, Key: key }))).Item?.value).toEqual({
      S: 'kept',
    });
    client.destroy();
    await stack.stop();

    stack = await startLocalStack({ config, fresh: true, ...quiet });
    try {
      expect(stack.env.USER_POOL_ID).not.toBe(poolId);
      client = dynamo(stack.urls.dynamodb);
      expect((await client.send(new GetItemCommand({ TableName: config.names.table, Key: key }))).Item).toBeUndefined();
      client.destroy();
    } finally {
      await stack.stop();
    }
    expect(javaRunningFor(config.dataDir)).toBe(false);
  }, 60_000);

  it('refuses to start when a port is taken, naming the port and its variable', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(config.ports.s3, resolve));
    try {
      await expect(startLocalStack({ config, ...quiet })).rejects.toThrow(
        `Port ${config.ports.s3} (s3) is already in use. Stop whatever uses it, or choose another port with SIA_S3_PORT=<port>.`,
      );
      expect(javaRunningFor(config.dataDir)).toBe(false);
    } finally {
      blocker.close();
    }
  });
});
