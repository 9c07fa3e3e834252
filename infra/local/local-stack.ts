import { rmSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import type { LocalConfig } from '../config/stage-config.js';
import {
  stateMachineArn,
  stateMachineCatalogue,
  type StateMachineEntry,
} from '../definitions/state-machine-catalogue.js';
import {
  commandReplyTopicFilter,
  functionCatalogue,
  telemetryTopicFilter,
  websocketPath,
} from '../definitions/function-catalogue.js';
import { startCognitoEmulator, type CognitoEngine } from './engines/cognito-emulator.js';
import { startDynamoDbLocal, type DynamoDbLocalEngine } from './engines/dynamodb-local.js';
import { localAccountId, localCredentials } from './engines/local-credentials.js';
import { startMqttBroker, type MqttEngine } from './engines/mqtt-broker.js';
import { ensurePlatformCa } from './engines/platform-ca.js';
import { localPostgresAdmin, startPostgres, type PostgresEngine } from './engines/postgres.js';
import { startS3Server, type S3Engine } from './engines/s3-server.js';
import { shimPaths, type ConnectionManager } from './gateway/aws-shims.js';
import { startHttpGateway, type HttpGateway } from './gateway/http-gateway.js';
import { openApiFiles } from '../definitions/openapi-files.js';
import { createJwtAuthorizer } from './gateway/jwt-authorizer.js';
import { Outbox } from './gateway/outbox.js';
import { AppRuntime } from './engines/app-runtime.js';
import { createDeployedApps, localS3Client, programFileReader } from './gateway/deployed-apps.js';
import { SecretStore } from './gateway/secret-store.js';
import { catalogueRoutes, RouteTable } from './gateway/route-table.js';
import { attachWebSocketGateway } from './gateway/websocket-gateway.js';
import { AslRunner, substituteDefinition } from './step-functions/asl-runner.js';
import { FunctionRegistry, localFunctionArn, repositoryRoot, type LambdaHandler } from './support/lambda-runtime.js';
import { assertPortsFree } from './support/ports.js';
import { buildWebIfStale, webDistDir } from './support/web-build.js';
import { startLocalScheduler } from './support/local-scheduler.js';
import { LocalStream, streamConsumerOf } from './support/local-stream.js';
import { countConsumedCapacity, LocalMetrics, prefixOf } from './support/local-metrics.js';

// The SDK warns on every process start that its 2027 releases need Node 22 (see the README's prerequisites);
// once is enough, so the local stack, its tests and the benchmarks run quietly.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface LocalStackOptions {
  config: LocalConfig;
  /** Wipe `<dataDir>` before starting. */
  fresh?: boolean;
  /**
   * Keep DynamoDB Local's database in memory (lost on stop, much faster to
   * seed); for a stack that starts `fresh` and lives for one test run.
   */
  inMemoryTables?: boolean;
  /** DynamoDB Local's JVM compiles hot code fully, for throughput over a long run (`fullJit` of the engine). */
  fullJit?: boolean;
  /** Run the demo seed (`infra/local/seed/seed.ts`) once everything is up. */
  seed?: boolean;
  /** Build the console when `web/dist` is missing or stale. */
  buildWeb?: boolean;
  /** Only warnings and errors. */
  quiet?: boolean;
  /**
   * Multiplies the state machines' Retry intervals (`retryScale` of the ASL runner): a test stack waits a fraction of
   * a backoff between attempts; timeouts and the product's definitions stay as they are. 1 (as in AWS) by default.
   */
  stateMachineRetryScale?: number;
  /** Replace catalogue functions by id (tests bind small handlers instead of the product's). */
  handlers?: Readonly<Record<string, LambdaHandler>>;
  /** Where progress and handler failures are written (console by default). */
  log?: (message: string) => void;
}

export interface RunningLocalStack {
  config: LocalConfig;
  env: Record<string, string>;
  urls: {
    console: string;
    api: string;
    websocket: string;
    /** The plain listeners, unless `SIA_MQTT_PLAIN=false` switched them off. */
    mqtt?: string;
    mqttWs?: string;
    /** The TLS listener gateways connect to with their certificates (`mqtts://`). */
    mqttTls: string;
    dynamodb: string;
    s3: string;
    cognito: string;
    outbox: string;
    /** The enterprises' database service (`postgres://`, docs/databases.md). */
    postgres: string;
  };
  stop(): Promise<void>;
}

/** The data directory as an absolute path (relative ones are under the repository root). */
export function dataDirectory(config: LocalConfig): string {
  return isAbsolute(config.dataDir) ? config.dataDir : resolve(repositoryRoot, config.dataDir);
}

/** The local ARN of a state machine of the catalogue. */
export function localStateMachineArn(config: LocalConfig, entry: StateMachineEntry): string {
  return stateMachineArn(entry, config.stage, config.region, localAccountId);
}

/**
 * The complete handler environment: what the CDK sets on every function
 * (`needVariables`), plus the local endpoints, dummy credentials and quiet
 * Powertools logging.
 */
export function handlerEnvironment(
  config: LocalConfig,
  cognito: { userPoolId: string; userPoolClientId: string },
  quiet = false,
): Record<string, string> {
  const gateway = `http://localhost:${config.ports.gateway}`;
  return {
    TABLE_NAME: config.names.table,
    IMAGES_BUCKET: config.names.imagesBucket,
    FILES_BUCKET: config.names.filesBucket,
    DATASETS_BUCKET: config.names.datasetsBucket,
    MODELS_BUCKET: config.names.modelsBucket,
    HISTORY_BUCKET: config.names.historyBucket,
    APPS_BUCKET: config.names.appsBucket,
    USER_POOL_ID: cognito.userPoolId,
    USER_POOL_CLIENT_ID: cognito.userPoolClientId,
    WEBSOCKET_CALLBACK_URL: `${gateway}${shimPaths.wsManagement}`,
    ...Object.fromEntries(
      Object.values(stateMachineCatalogue).map((entry) => [entry.arnVariable, localStateMachineArn(config, entry)]),
    ),
    MAIL_FROM: config.mailFrom,
    CONSOLE_URL: config.consoleUrl,
    IOT_DATA_URL: config.iotDataEndpoint,
    AWS_REGION: config.region,
    AWS_DEFAULT_REGION: config.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${config.ports.dynamodb}`,
    S3_ENDPOINT: `http://localhost:${config.ports.s3}`,
    COGNITO_ENDPOINT: `http://127.0.0.1:${config.ports.cognito}`,
    SNS_ENDPOINT: `${gateway}${shimPaths.sns}`,
    SES_ENDPOINT: `${gateway}${shimPaths.ses}`,
    SFN_ENDPOINT: `${gateway}${shimPaths.sfn}`,
    // The local app runtime (docs/deployments.md "Drivers"); unset in AWS, where jar apps run on ECS Fargate.
    APP_RUNTIME_ENDPOINT: `${gateway}${shimPaths.appRuntime}`,
    SECRETS_ENDPOINT: `${gateway}${shimPaths.secrets}`,
    // The platform resource monitor reads the stack's own counters here; unset in AWS, where it reads CloudWatch.
    METRICS_ENDPOINT: `${gateway}/_local/metrics`,
    SECRETS_PREFIX: `sia/${config.stage}/`,
    SERVICE_NAME: `sia-${config.stage}`,
    LOG_LEVEL: quiet ? 'ERROR' : 'WARN',
    SIA_STAGE: config.stage,
    // Every answer is checked for the table's own attributes (functions/lib/http/http-handler.ts); unset in AWS.
    GUARD_STORAGE_KEYS: '1',
    // The local certificate issuer and key sealing (docs/equipment.md, "Certificates"); unset in AWS, where IoT Core issues.
    PLATFORM_CA_DIR: join(dataDirectory(config), 'platform-ca'),
    // The database service's PostgreSQL and its administrator (docs/databases.md); in AWS the Aurora cluster's Data API.
    DATABASE_SERVICE_HOST: '127.0.0.1',
    DATABASE_SERVICE_PORT: String(config.ports.postgres),
    DATABASE_SERVICE_ADMIN_PASSWORD: localPostgresAdmin.password,
  };
}

/** The seed another module provides; optional until it exists. */
type SeedFunction = (context: { env: Record<string, string>; log: (message: string) => void }) => Promise<void>;

/** Imports `seedDemoData` from infra/local/seed/seed.ts, or undefined when that file is not there yet. */
export async function loadSeed(): Promise<SeedFunction | undefined> {
  const file = join(repositoryRoot, 'infra', 'local', 'seed', 'seed.ts');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { seedDemoData?: SeedFunction };
  if (typeof module.seedDemoData !== 'function')
    throw new Error('infra/local/seed/seed.ts does not export seedDemoData');
  return module.seedDemoData;
}

/** Runs `steps` in order and, if one throws, everything started so far is stopped before rethrowing. */
class StartupGuard {
  private readonly stops: (() => Promise<void>)[] = [];

  add(stop: () => Promise<void>): void {
    this.stops.push(stop);
  }

  /** Stops in reverse start order; collects rather than stops on failures. */
  async stopAll(log: (message: string) => void): Promise<void> {
    for (const stop of this.stops.reverse().splice(0)) {
      try {
        await stop();
      } catch (error) {
        log(`While stopping: ${(error as Error).message}`);
      }
    }
  }
}

/**
 * Starts the whole product locally on real engines: DynamoDB Local, s3rver,
 * cognito-local, an MQTT broker bridged to telemetry-ingest, the HTTP +
 * WebSocket gateway running the catalogue's handlers in-process (with the
 * handler environment set into process.env first), the chain-runner state
 * machine, and optionally the console build and the demo seed.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<RunningLocalStack> {
  const { config } = options;
  const print = options.log ?? ((message: string) => console.log(message));
  const info = (message: string) => {
    if (!options.quiet) print(message);
  };
  const dataDir = dataDirectory(config);
  if (options.fresh) {
    info(`Wiping ${dataDir}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  await assertPortsFree(
    config.ports,
    (Object.keys(config.ports) as (keyof LocalConfig['ports'])[]).filter(
      (key) => config.mqttPlain || (key !== 'mqtt' && key !== 'mqttWs'),
    ),
  );
  const platformCa = ensurePlatformCa(dataDir);
  if (options.buildWeb) await buildWebIfStale(info);

  const guard = new StartupGuard();
  const started = Date.now();
  try {
    const settle = <T extends { stop(): Promise<void> }>(promise: Promise<T>) =>
      promise.then((engine) => {
        guard.add(() => engine.stop());
        return engine;
      });
    const results = await Promise.allSettled([
      settle<DynamoDbLocalEngine>(
        startDynamoDbLocal({
          port: config.ports.dynamodb,
          dataDir,
          tableName: config.names.table,
          region: config.region,
          inMemory: options.inMemoryTables,
          fullJit: options.fullJit,
        }),
      ),
      settle<CognitoEngine>(
        startCognitoEmulator({
          port: config.ports.cognito,
          dataDir,
          poolName: config.names.userPool,
          clientName: config.names.userPoolClient,
          region: config.region,
          host: config.bindHost,
        }),
      ),
      settle<S3Engine>(
        startS3Server({
          port: config.ports.s3,
          dataDir,
          buckets: [
            config.names.imagesBucket,
            config.names.filesBucket,
            config.names.datasetsBucket,
            config.names.modelsBucket,
            config.names.historyBucket,
            config.names.appsBucket,
          ],
          allowedOrigins: [`http://localhost:${config.ports.gateway}`, ...config.extraAllowedOrigins],
          host: config.bindHost,
        }),
      ),
      settle<PostgresEngine>(
        startPostgres({
          port: config.ports.postgres,
          dataDir,
          host: config.bindHost,
          durable: !options.inMemoryTables,
        }),
      ),
    ]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const [dynamodb, cognito, s3, postgres] = results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
      DynamoDbLocalEngine,
      CognitoEngine,
      S3Engine,
      PostgresEngine,
    ];
    info(`Engines up in ${Date.now() - started} ms (DynamoDB Local, cognito-local, s3rver, PostgreSQL)`);

    // Handlers read their environment at module scope: it must be in place before the first handler import.
    const env = handlerEnvironment(config, cognito, options.quiet);
    Object.assign(process.env, env);

    const registry = new FunctionRegistry({ stage: config.stage, region: config.region, overrides: options.handlers });
    // The platform resource monitor's local figures (docs/operations.md): counted as the stack works.
    const metrics = new LocalMetrics();
    countConsumedCapacity((await import('../../functions/lib/clients/dynamodb.js')).documentClient, metrics);
    // Every state machine of the catalogue, run by the local ASL runner from the definition Step Functions runs.
    const runners = Object.fromEntries(
      Object.entries(stateMachineCatalogue).map(([key, entry]) => {
        const taskArn = localFunctionArn(config.stage, config.region, entry.taskFunctionId);
        const runner = new AslRunner({
          stateMachineArn: localStateMachineArn(config, entry),
          definition: substituteDefinition(entry.definition(), { [entry.placeholder]: taskArn }),
          bindings: { [taskArn]: registry.invoker(entry.taskFunctionId) },
          executionsDir: join(dataDir, 'executions'),
          retryScale: options.stateMachineRetryScale,
          log: print,
          onStart: () => metrics.add('executions', entry.name(config.stage)),
        });
        guard.add(() => Promise.race([runner.drain(), new Promise<void>((r) => setTimeout(r, 2000))]));
        return [key, runner];
      }),
    ) as Record<keyof typeof stateMachineCatalogue, AslRunner>;

    const outbox = new Outbox(join(dataDir, 'outbox.json'));
    // Deployed jar apps run under the stack's supervisor and end with it (docs/deployments.md "Drivers").
    const appsS3 = localS3Client({ endpoint: s3.endpoint, region: config.region, credentials: localCredentials });
    const appRuntime = new AppRuntime({
      dataDir,
      ports: config.appPorts,
      readProgramFile: programFileReader(appsS3),
      log: print,
    });
    guard.add(() => appRuntime.stopAll());
    const secrets = new SecretStore(
      join(dataDir, 'secrets.json'),
      `arn:aws:secretsmanager:${config.region}:${localAccountId}:secret:`,
    );
    // The management API shim needs the WebSocket connections, which exist once the HTTP server does.
    // eslint-disable-next-line prefer-const -- set once the WebSocket server exists, after the closures that read it
    let connections: ConnectionManager | undefined;
    // The broker starts after the gateway; the IoT data-plane shim publishes through it once it runs.
    // eslint-disable-next-line prefer-const -- set once the broker runs, after the closure that reads it
    let mqtt: MqttEngine | undefined;
    const lateConnections: ConnectionManager = {
      post: (id, data) => connections?.post(id, data) ?? false,
      info: (id) => connections?.info(id),
      close: (id) => connections?.close(id) ?? false,
    };
    const websocketDefinition = functionCatalogue.find((f) => f.kind === 'websocket')!;
    const authorize = createJwtAuthorizer({
      issuer: cognito.issuer,
      jwksUrl: cognito.jwksUrl,
      audience: cognito.userPoolClientId,
    });
    const startedAt = new Date().toISOString();
    const gateway: HttpGateway = await startHttpGateway({
      port: config.ports.gateway,
      host: config.bindHost,
      routes: new RouteTable(catalogueRoutes(functionCatalogue)),
      invoker: (id) => registry.invoker(id),
      authorize: async (authorization) => (await authorize(authorization)) as Record<string, unknown> | undefined,
      runtimeConfig: () => ({
        stage: config.stage,
        region: config.region,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        userPoolEndpoint: cognito.endpoint,
        apiBaseUrl: '',
        websocketUrl: `ws://localhost:${config.ports.gateway}${websocketPath}`,
      }),
      shims: {
        outbox,
        secrets,
        stateMachines: Object.values(runners),
        connections: lateConnections,
        publish: (message) => {
          if (!mqtt) throw new Error('The MQTT broker is not running yet');
          return mqtt.publish(message);
        },
        sessions: {
          isConnected: (clientId) => mqtt?.isConnected(clientId) ?? false,
          disconnect: (clientId) => mqtt?.disconnect(clientId) ?? false,
        },
      },
      webRoot: webDistDir(),
      // The API description, generated from the contracts of the running code (CloudFront serves the built copy).
      documents: (() => {
        let files: ReturnType<typeof openApiFiles> | undefined;
        const file = (path: '/openapi.json' | '/api-reference') => async () =>
          (await (files ??= openApiFiles(config.stage)))[path];
        return { '/openapi.json': file('/openapi.json'), '/api-reference': file('/api-reference') };
      })(),
      allowedOrigins: config.extraAllowedOrigins,
      deployedApps: createDeployedApps({ s3: appsS3, bucket: config.names.appsBucket, runtime: appRuntime }),
      localEndpoints: {
        '/_local/health': () => ({ ok: true, stage: config.stage, dataDir, startedAt }),
        '/_local/env': () => env,
        '/_local/metrics': (query) => metrics.answer(query),
      },
      observe: ({ path, status, ms }) => {
        const prefix = prefixOf(path);
        if (!prefix) return;
        metrics.add('requests', prefix);
        if (status >= 500) metrics.add('errors', prefix);
        metrics.add('latency', prefix, ms);
      },
      log: print,
    });
    guard.add(() => gateway.close());
    const websocket = attachWebSocketGateway(gateway.server, {
      path: websocketPath,
      routeKeys: websocketDefinition.routes,
      invoker: registry.invoker(websocketDefinition.id),
      stage: config.stage,
      log: print,
    });
    connections = websocket;
    guard.add(() => websocket.shutdown());

    // The telemetry rule's Kinesis action: the stream hands batches to its consumers, the ingest and the data push.
    // It keeps its records and their positions in the data directory, so a restart hands over what was not processed.
    const telemetryStream = new LocalStream({
      streamName: config.names.telemetryStream,
      region: config.region,
      shards: config.telemetryShards,
      directory: join(dataDir, 'telemetry-stream'),
      log: print,
    });
    for (const definition of functionCatalogue.filter((f) => f.kind === 'stream-consumer'))
      telemetryStream.addConsumer(streamConsumerOf(definition, registry.invoker(definition.id)));
    guard.add(() => telemetryStream.stop());
    const presence = registry.invoker('equipment-presence');
    const commandReply = registry.invoker('equipment-command-reply');
    mqtt = await startMqttBroker({
      port: config.ports.mqtt,
      wsPort: config.ports.mqttWs,
      host: config.bindHost,
      ruleTopicFilter: telemetryTopicFilter,
      onRuleMatch: async (event) => {
        metrics.add('telemetry', 'telemetry');
        return telemetryStream.put(event.equipmentId, JSON.stringify(event));
      },
      extraRules: [{ filter: commandReplyTopicFilter, invoke: (event) => commandReply(event) }],
      onPresence: (event) => presence(event),
      plain: config.mqttPlain,
      // A gateway with a certificate connects over TLS only: nobody takes its client id on a plain listener.
      admitPlain: async (clientId) =>
        (await import('../../functions/domains/equipment/index.js')).plainClientAllowed(clientId),
      tls: {
        port: config.ports.mqttTls,
        caCertificatePem: platformCa.caCertificatePem,
        serverCertificatePem: platformCa.serverCertificatePem,
        serverKeyPem: platformCa.serverKeyPem,
        // The equipment domain decides, from its records, as the handlers would (their environment is set by now).
        authenticate: async (presented) =>
          (await import('../../functions/domains/equipment/index.js')).checkGatewayCertificate(presented),
        mayPublish: async (gatewayId) =>
          (await import('../../functions/domains/equipment/index.js')).gatewayMayPublish(gatewayId),
      },
      log: print,
    });
    guard.add(() => mqtt.stop());
    guard.add(
      startLocalScheduler({
        definitions: functionCatalogue.filter((f) => f.kind === 'scheduled'),
        invoker: (id) => registry.invoker(id),
        log: print,
      }),
    );

    if (options.seed) {
      const seed = await loadSeed();
      if (seed) {
        const seedStarted = Date.now();
        await seed({ env, log: info });
        print(`Demo data seeded in ${Date.now() - seedStarted} ms`);
      } else {
        print('Notice: infra/local/seed/seed.ts does not exist yet; no demo data was seeded.');
      }
    }
    // Deployed apps their owners want running start again (their processes ended with the previous run).
    // Not awaited (the stack is ready without them), but a stop waits for it: stopping the engines under it would
    // fail its reads (a stack stopped right after its start, as the first-start bench does).
    const resuming = import('../../functions/domains/deployments/index.js')
      .then(({ resumeDeployments }) => resumeDeployments())
      .then((count) => count && print(`Started ${count} deployed app(s) again`))
      .catch((error: unknown) => print(`Could not start deployed apps again: ${(error as Error).message}`));
    guard.add(() => resuming.then(() => undefined));
    info(`Local stack ready in ${Date.now() - started} ms`);

    let stopping: Promise<void> | undefined;
    const gatewayUrl = `http://localhost:${config.ports.gateway}`;
    return {
      config,
      env,
      urls: {
        console: gatewayUrl,
        api: gatewayUrl,
        websocket: `ws://localhost:${config.ports.gateway}${websocketPath}`,
        ...(mqtt.url ? { mqtt: mqtt.url } : {}),
        ...(mqtt.wsUrl ? { mqttWs: mqtt.wsUrl } : {}),
        mqttTls: mqtt.tlsUrl!,
        dynamodb: dynamodb.endpoint,
        s3: s3.endpoint,
        cognito: cognito.endpoint,
        outbox: `${gatewayUrl}${shimPaths.outbox}`,
        postgres: `postgres://${postgres.host}:${postgres.port}`,
      },
      stop: () => (stopping ??= guard.stopAll(print)),
    };
  } catch (error) {
    await guard.stopAll(print);
    throw error;
  }
}
