import { routeKeyOf } from '../../shared/contracts/access.js';
import { allContracts } from '../../shared/contracts/index.js';
import { OPERATOR_METRICS } from '../../shared/constants/operator-metrics.js';

/**
 * Every Lambda handler of the product and how it is reached. The CDK api,
 * realtime and pipeline stacks and the local gateway both read this one list,
 * so a route exists locally exactly when it exists in AWS.
 */

/** What a function needs; the CDK grants exactly these and sets their variables. */
export type FunctionNeed =
  | 'table-read'
  | 'table-write'
  | 'images-bucket'
  | 'files-bucket'
  | 'datasets-bucket'
  | 'models-bucket'
  /**
   * The portal's uploaded content images (docs/portal.md "Images"): get and presigned put of objects under
   * `content-images/` of the images bucket only, nothing else of it.
   */
  | 'content-images'
  | 'user-pool'
  | 'websocket-push'
  | 'chain-runner-start'
  | 'message-fanout-start'
  | 'sms'
  | 'email'
  /** Publish to the gateways' config and command topics (`sia/equipment/{id}/config|cmd`) through IoT Core's data plane. */
  | 'iot-publish'
  /** Read archived node history (`history/` objects of the history bucket: list and get). */
  | 'history-read'
  /** Write archived node history (`history/` objects: put with their retention tag, list and get). */
  | 'history-write'
  /**
   * Issue, revoke and deactivate gateways' X.509 certificates through IoT Core (with each gateway's own policy), and
   * read the secret that seals private keys until their one download (docs/equipment.md, "Certificates").
   */
  | 'iot-certificates'
  /** Deactivate gateways' certificates and detach their policies (IoT Core), without issuing or reading keys. */
  | 'iot-certificate-deactivate'
  /** Ask IoT Core's data plane whether a gateway's client id has a live MQTT session (`GetConnection`). */
  | 'iot-session-read'
  /** End a gateway's MQTT session through IoT Core's data plane (`DeleteConnection`). */
  | 'iot-session-end'
  /** Deliver a rotated certificate on a gateway's config topic (`sia/equipment/{id}/config`) only. */
  | 'iot-deliver-certificate'
  /** Start a certificate rotation and see whether one still runs (docs/equipment.md "Rotation"). */
  | 'certificate-rotation-start'
  /** Answer a rotation's wait for the gateway's connect (`SendTaskSuccess` on the rotation state machine). */
  | 'certificate-rotation-resume'
  /**
   * Run statements on the enterprises' database service cluster through the RDS Data API (`ExecuteStatement` only),
   * with its master secret (docs/databases.md).
   */
  /** Start a deployment saga and read how its executions go (docs/deployments.md "The saga"). */
  | 'deployment-saga-start'
  | 'database-service'
  /** Create, read, replace and delete the stage's own secrets (`sia/<stage>/…`; functions/lib/secrets.ts). */
  | 'secrets'
  /**
   * Deployed apps' files (docs/deployments.md "Drivers"): read, write and delete under `apps/` of the apps bucket
   * (static bundles, every app's pointer) and read versions' program files in the files bucket.
   */
  | 'apps-bucket'
  /**
   * Run deployed jar and image apps on the stage's ECS cluster: per-deployment task definitions, services, target
   * groups and listener rules, their status and their Container Insights usage (docs/deployments.md "Drivers").
   */
  | 'app-runtime'
  /**
   * Read the platform's own health figures in CloudWatch (`cloudwatch:GetMetricData`): the monitor's functions,
   * state machines, telemetry stream and table, named in `PLATFORM_METRICS` (docs/operations.md).
   */
  | 'platform-metrics';

/**
 * An HTTP API route in API Gateway syntax: `METHOD /path/{param}` or
 * `ANY /prefix/{proxy+}`. Routes listed under `publicRoutes` have no JWT
 * authorizer; API Gateway picks the most specific match, as does the local gateway.
 * An HTTP function's public routes are not written here: they are the routes it serves whose contract's rule is
 * `public` (`shared/contracts/`).
 */
export type HttpRouteKey = string;

/**
 * How a stream consumer is handed the telemetry stream's records (docs/realtime.md, "The live path"):
 * - `enhanced-fan-out`: through a consumer registered on the stream, which pushes records over HTTP/2 as they arrive
 *   (about 70 ms from put to invocation) with 2 MB/s per shard of its own;
 * - `polling`: the event source polls each shard about once a second, sharing the shard's 2 MB/s of reads.
 * Locally the first is handed records as soon as its shard is free, the second at most once a second (at once while a
 * backlog fills its batches), as in AWS.
 */
export type StreamDelivery = 'enhanced-fan-out' | 'polling';

/** A `stream-consumer`'s event source mapping. */
export interface StreamReading {
  readonly batchSize: number;
  readonly retryAttempts: number;
  readonly delivery: StreamDelivery;
}

export interface FunctionDefinition {
  /** Stable id, kebab-case; also the folder name under `functions/`. */
  readonly id: string;
  /** Entry file relative to the repository root. */
  readonly entry: string;
  readonly kind: 'http' | 'websocket' | 'iot-rule' | 'stream-consumer' | 'state-machine-task' | 'scheduled';
  /**
   * A `stream-consumer`'s reading of the telemetry stream (its Lambda event source mapping; locally the local
   * stream): at most `batchSize` records per invocation, a failed batch retried `retryAttempts` times before its
   * records go to the consumer's dead-letter queue (locally: logged).
   */
  readonly stream?: StreamReading;
  /** A scheduled function's interval in minutes (an EventBridge rate rule; locally the local stack's timer). */
  readonly scheduleMinutes?: number;
  /** Protected routes (JWT authorizer). */
  readonly routes: readonly HttpRouteKey[];
  /** Routes without the authorizer: public pages of the spec only. */
  readonly publicRoutes: readonly HttpRouteKey[];
  readonly needs: readonly FunctionNeed[];
  /**
   * Operator metrics the function emits (`functions/lib/metrics.ts`, `shared/constants/operator-metrics.ts`), each
   * watched by an alarm that tells the operators when its five-minute sum reaches 1.
   */
  readonly metricAlarms?: readonly { readonly metric: string; readonly description: string }[];
  /** Memory in MB and timeout in seconds. */
  readonly memorySize: number;
  readonly timeoutSeconds: number;
}

/** Whether an API Gateway route key (`ANY /x/{proxy+}`, `ANY /x`, `GET /y`) sends `METHOD path` to its function. */
export function routeKeyServes(routeKey: HttpRouteKey, method: string, path: string): boolean {
  const [routeMethod, routePath] = routeKey.split(' ');
  if (routeMethod !== 'ANY' && routeMethod !== method) return false;
  if (routePath.endsWith('/{proxy+}')) return path.startsWith(routePath.slice(0, -'{proxy+}'.length));
  return routePath === path;
}

/**
 * The routes a function serves without a token: those of contracts whose rule is `public`, as exact route keys, among
 * its routes and the public-only keys it names.
 */
const publicRoutesOf = (routes: readonly HttpRouteKey[]): HttpRouteKey[] =>
  allContracts
    .filter((contract) => contract.access === 'public')
    .filter((contract) => routes.some((key) => routeKeyServes(key, contract.method, contract.path)))
    .map(routeKeyOf);

const httpFunction = (
  id: string,
  routes: HttpRouteKey[],
  needs: FunctionNeed[],
  publicOnly: HttpRouteKey[] = [],
): FunctionDefinition => ({
  id,
  entry: `functions/${id}/handler.ts`,
  kind: 'http',
  routes,
  publicRoutes: publicRoutesOf([...routes, ...publicOnly]),
  needs,
  // Every API function audits the administrative writes it serves (docs/operations.md "Audit log").
  metricAlarms: [
    {
      metric: OPERATOR_METRICS.auditWriteFailures,
      description: 'An administrative write was answered but its audit entry could not be written',
    },
  ],
  memorySize: 512,
  timeoutSeconds: 15,
});

/** A function an IoT topic rule invokes (its rule and SQL: the realtime stack and the local broker). */
const iotRuleFunction = (id: string, needs: FunctionNeed[]): FunctionDefinition => ({
  id,
  entry: `functions/${id}/handler.ts`,
  kind: 'iot-rule',
  routes: [],
  publicRoutes: [],
  needs,
  memorySize: 256,
  timeoutSeconds: 10,
});

/**
 * A consumer of the telemetry stream (docs/realtime.md, "The telemetry stream"): invoked with Kinesis batches of
 * the telemetry rule's events, one batch per shard at a time.
 */
const streamConsumerFunction = (
  id: string,
  needs: FunctionNeed[],
  timeoutSeconds: number,
  stream: StreamReading,
): FunctionDefinition => ({
  id,
  entry: `functions/${id}/handler.ts`,
  kind: 'stream-consumer',
  stream,
  routes: [],
  publicRoutes: [],
  needs,
  memorySize: 512,
  timeoutSeconds,
});

/** A function an EventBridge schedule runs every `minutes` (locally: the local stack's scheduler). */
const scheduledFunction = (
  id: string,
  minutes: number,
  needs: FunctionNeed[],
  size: { memorySize: number; timeoutSeconds: number } = { memorySize: 256, timeoutSeconds: 50 },
): FunctionDefinition => ({
  id,
  entry: `functions/${id}/handler.ts`,
  kind: 'scheduled',
  scheduleMinutes: minutes,
  routes: [],
  publicRoutes: [],
  needs,
  ...size,
});

/** The greedy route pair that sends `/prefix` and everything below it to one handler. */
const prefixRoutes = (prefix: string): HttpRouteKey[] => [`ANY /${prefix}`, `ANY /${prefix}/{proxy+}`];

/** The longest a chain module may run: Lambda's maximum, the pipeline function's timeout and its task's. */
export const PIPELINE_TASK_SECONDS = 900;

export const functionCatalogue: readonly FunctionDefinition[] = [
  httpFunction(
    'api-me',
    [...prefixRoutes('api-me'), 'GET /delete-session'],
    ['table-read', 'table-write', 'user-pool'],
    // Public pages outside the prefix, served only without a token.
    ['GET /cas-url', 'GET /getFoundationUrl'],
  ),
  httpFunction(
    'api-user',
    [...prefixRoutes('api-user'), ...prefixRoutes('backendUsers')],
    ['table-read', 'table-write', 'user-pool', 'images-bucket', 'sms', 'email', 'message-fanout-start'],
  ),
  httpFunction('api-menu', prefixRoutes('api-menu'), ['table-read', 'table-write']),
  httpFunction('api-message', prefixRoutes('api-message'), [
    'table-read',
    'table-write',
    'email',
    'message-fanout-start',
  ]),
  // Logos and screenshots are checked in the images bucket; audit and status notices go through notifyUsers.
  // The market serves listed applications' images and documents to anyone (docs/market.md).
  httpFunction('api-application', prefixRoutes('api-application'), [
    'table-read',
    'table-write',
    'images-bucket',
    'files-bucket',
    'email',
    'message-fanout-start',
  ]),
  // Audit decisions tell the enterprise's administrators through notifyUsers, like api-application's.
  // The database service creates and drops databases through the Data API and keeps their logins as secrets.
  httpFunction('api-tenant', prefixRoutes('api-tenant'), [
    'table-read',
    'table-write',
    'email',
    'message-fanout-start',
    'database-service',
    'secrets',
    'deployment-saga-start',
    // Running apps' status, usage, stop and start go through the runtime drivers (docs/deployments.md "Drivers").
    'apps-bucket',
    'app-runtime',
  ]),
  httpFunction('api-namespace', prefixRoutes('api-namespace'), ['table-read', 'table-write']),
  // The console home's summary and layouts, the platform resource monitor (CloudWatch) and the audit log.
  httpFunction('api-console', prefixRoutes('api-console'), ['table-read', 'table-write', 'platform-metrics']),
  // Top-up requests and their decisions are told through notifyUsers, like api-application's notices.
  httpFunction('api-account', prefixRoutes('api-account'), [
    'table-read',
    'table-write',
    'email',
    'message-fanout-start',
  ]),
  // Configuration reaches a gateway as a retained message on its config topic.
  // The history query reads archived days too (docs/equipment.md "History and backup").
  // A command goes out only to a live session; a stop, a destroy or a delete ends the gateway's session. A certificate
  // rotation starts here; a delete ends a rotation's wait.
  httpFunction('api-equipment', prefixRoutes('api-equipment'), [
    'table-read',
    'table-write',
    'iot-publish',
    'history-read',
    'iot-certificates',
    'iot-session-read',
    'iot-session-end',
    'certificate-rotation-start',
    'certificate-rotation-resume',
  ]),
  // The IoT area: products, devices, device groups and data-push rules; "send test" POSTs to a rule's target.
  httpFunction('api-iot', prefixRoutes('api-iot'), ['table-read', 'table-write']),
  httpFunction('api-algorithm', prefixRoutes('api-algorithm'), ['table-read', 'table-write']),
  // The help centre and the feedback card (docs/help.md); the card's per-address limit is a counter in the table.
  httpFunction('api-help', prefixRoutes('api-help'), ['table-read', 'table-write']),
  // The portal's content and flags; a domain portal reads the tenant space and its enterprise (docs/portal.md).
  // The portal's content images live under their own prefix of the images bucket; anonymous visitors read them
  // through the function while a published item references them (docs/portal.md "Images").
  httpFunction('api-content', prefixRoutes('api-content'), ['table-read', 'table-write', 'content-images']),
  // Saving a gateway's backed-up history as a dataset reads its archived days too (docs/bigdata.md).
  httpFunction('api-bigdata', prefixRoutes('api-bigdata'), [
    'table-read',
    'table-write',
    'datasets-bucket',
    'models-bucket',
    'chain-runner-start',
    'history-read',
  ]),
  // Application documents: a record per upload, the bytes in the files bucket; project graph files in the datasets bucket.
  httpFunction('api-files', prefixRoutes('api-files'), [
    'table-read',
    'table-write',
    'files-bucket',
    'datasets-bucket',
  ]),
  httpFunction('api-imagefiles', prefixRoutes('api-imagefiles'), ['table-read', 'table-write', 'images-bucket']),
  httpFunction('api-datasetfiles', prefixRoutes('api-datasetfiles'), ['table-read', 'datasets-bucket']),
  httpFunction('api-backend', prefixRoutes('api-backend'), ['table-read', 'table-write']),
  // Sign-in sessions, history and statistics, the SMS log (docs/statistics.md); a platform administrator's sign-out
  // of a session revokes the user's tokens in the user pool.
  httpFunction('api-statistics', prefixRoutes('api-statistics'), ['table-read', 'table-write', 'user-pool']),
  httpFunction(
    'login-validate',
    // Only the deeper routes: `/login-validate` itself is a console address (the spec's route table), which the
    // API must not take (test/unit/web/route-collisions.test.ts).
    ['ANY /login-validate/{proxy+}', 'POST /validateCode/{code}'],
    ['table-read', 'table-write', 'sms'],
  ),
  // `$connect` redeems a ticket api-me issued (a conditional delete in the table), never a token: no user pool.
  {
    id: 'realtime-websocket',
    entry: 'functions/realtime-websocket/handler.ts',
    kind: 'websocket',
    routes: ['$connect', '$disconnect', '$default', 'subscribe', 'unsubscribe'],
    publicRoutes: [],
    needs: ['table-read', 'table-write', 'websocket-push'],
    memorySize: 256,
    timeoutSeconds: 10,
  },
  // Telemetry arrives in batches from the telemetry stream, so a fleet costs a few calls per batch, not per reading.
  // It pushes the live view, so it reads through enhanced fan-out (about 70 ms, not a second of polling); a batch
  // takes up to 5,000 readings, so a fleet that falls behind catches up with fewer, fuller writes (one item per
  // gateway and node per batch, docs/equipment.md "History and backup").
  streamConsumerFunction('telemetry-ingest', ['table-read', 'table-write', 'websocket-push'], 30, {
    batchSize: 5000,
    retryAttempts: 3,
    delivery: 'enhanced-fan-out',
  }),
  // Gateway connects and disconnects (IoT Core lifecycle events): status and log (docs/equipment.md); a connect with a
  // rotation's new certificate answers the rotation, and one with a certificate being rolled back ends that session.
  iotRuleFunction('equipment-presence', [
    'table-read',
    'table-write',
    'certificate-rotation-resume',
    'iot-session-end',
  ]),
  // A gateway's answers to commands (`sia/equipment/+/cmd/reply`): stored on the command and logged.
  iotRuleFunction('equipment-command-reply', ['table-read', 'table-write']),
  // Forwards telemetry to the enterprises' push targets (docs/iot.md): a second consumer of the telemetry stream, so
  // the ingest never waits for it; a batch's deliveries with their retries and backoff need up to a minute. Push
  // targets take readings a second late, so it polls (no fan-out consumer to pay for).
  streamConsumerFunction('data-push', ['table-read', 'table-write'], 60, {
    batchSize: 500,
    retryAttempts: 3,
    delivery: 'polling',
  }),
  // The offline alarm: every minute, the gateway watches that are due (docs/equipment.md "Offline alarm"); its
  // notices go through notifyUsers like api-application's, and the unread badges rise live (the fan-out's push).
  scheduledFunction('equipment-watchdog', 1, ['table-read', 'table-write', 'email', 'message-fanout-start']),
  // Every hour: certificates whose validity term ends are deactivated in IoT Core and their sessions ended; their
  // enterprises are told 30, 7 and 1 day ahead through notifyUsers, like the watchdog's (docs/equipment.md "Validity").
  scheduledFunction('equipment-certificate-expiry', 60, [
    'table-read',
    'table-write',
    'email',
    'message-fanout-start',
    'iot-certificate-deactivate',
    'iot-session-end',
  ]),
  // Every hour: every account's ledger summed against its balance (docs/money.md "Reconciliation"); a mismatch is an
  // operator alarm.
  {
    ...scheduledFunction('account-reconciliation', 60, ['table-read'], { memorySize: 512, timeoutSeconds: 300 }),
    metricAlarms: [
      {
        metric: OPERATOR_METRICS.accountMismatches,
        description: "An account's ledger does not sum to its balance (account reconciliation)",
      },
    ],
  },
  // Every hour: tenant spaces and quota grants that renew themselves are charged before their end; enterprises are
  // told 7 and 1 day ahead when a space will not renew, and an ended space goes offline (docs/tenancy.md "Renewal").
  scheduledFunction('tenant-space-renewal', 60, ['table-read', 'table-write', 'email', 'message-fanout-start']),
  // Every 15 minutes: purchased apps are told 7 and 1 day before their end and stopped at it; running apps are
  // sampled into hourly use records, their states reconciled, and enterprises told at 80 % and 100 % of a quota
  // (docs/deployments.md "Expiry", "Metering"); notices through notifyUsers like the renewal's; the runtime drivers
  // check, sample and stop the apps.
  scheduledFunction('deployment-watch', 15, [
    'table-read',
    'table-write',
    'email',
    'message-fanout-start',
    'apps-bucket',
    'app-runtime',
  ]),
  // Every hour: backed-up nodes' days older than the hot window move to the history bucket (docs/equipment.md).
  scheduledFunction('equipment-history-archive', 60, ['table-read', 'table-write', 'history-write'], {
    memorySize: 512,
    timeoutSeconds: 300,
  }),

  {
    id: 'pipeline',
    entry: 'functions/pipeline/handler.ts',
    kind: 'state-machine-task',
    routes: [],
    publicRoutes: [],
    // websocket-push: a project run's module states reach the owner's canvas as they change (docs/bigdata.md).
    needs: ['table-read', 'table-write', 'datasets-bucket', 'models-bucket', 'websocket-push'],
    // One full vCPU (Lambda gives 1 vCPU at 1,769 MB; a module is single-threaded JavaScript) and Lambda's longest
    // run: a CART forest on 10,000 rows takes minutes (docs/benchmarks.md "Algorithms").
    memorySize: 1769,
    timeoutSeconds: PIPELINE_TASK_SECONDS,
  },
  {
    // Delivers large notifications in chunks for the message-fanout state machine (docs/messaging.md).
    id: 'message-fanout',
    entry: 'functions/message-fanout/handler.ts',
    kind: 'state-machine-task',
    routes: [],
    publicRoutes: [],
    needs: ['table-read', 'table-write', 'email', 'websocket-push'],
    memorySize: 512,
    timeoutSeconds: 300,
  },
  {
    // The certificate rotation's steps for its state machine (docs/equipment.md "Rotation"): issue and revoke through
    // IoT Core (the sealing secret for the new key), deliver on the config topic, tell the enterprise.
    id: 'certificate-rotation',
    entry: 'functions/certificate-rotation/handler.ts',
    kind: 'state-machine-task',
    routes: [],
    publicRoutes: [],
    needs: [
      'table-read',
      'table-write',
      'iot-certificates',
      'iot-deliver-certificate',
      'email',
      'message-fanout-start',
    ],
    memorySize: 512,
    timeoutSeconds: 30,
  },
  {
    // The deployment saga's steps (docs/deployments.md "The saga"): reserve quota, charge, record, start through the
    // runtime driver (the password read from Secrets Manager), check health, compensate (refund, release).
    id: 'deployment-saga',
    entry: 'functions/deployment-saga/handler.ts',
    kind: 'state-machine-task',
    routes: [],
    publicRoutes: [],
    // The runtime drivers (docs/deployments.md "Drivers"): deployed apps' files and their ECS services.
    needs: ['table-read', 'table-write', 'secrets', 'files-bucket', 'apps-bucket', 'app-runtime'],
    memorySize: 512,
    timeoutSeconds: 120,
  },
];

/** The MQTT topic filter the telemetry rule (and the local broker bridge) writes to the telemetry stream. */
export const telemetryTopicFilter = 'sia/equipment/+/data';

/**
 * IoT rule SQL. Each record of the telemetry stream is the published JSON with `equipmentId` (third topic level)
 * and `topic` added.
 */
export const telemetryRuleSql = `SELECT *, topic(3) AS equipmentId, topic() AS topic FROM '${telemetryTopicFilter}'`;

/** The telemetry rule's Kinesis partition key: the gateway, so its readings stay in order on one shard. */
export const telemetryPartitionKey = '${topic(3)}';

/** The topic filter of gateways' command replies; the rule (and the local broker) hands them to equipment-command-reply. */
export const commandReplyTopicFilter = 'sia/equipment/+/cmd/reply';

/** IoT rule SQL of command replies: the reply with `equipmentId` and `topic`, like telemetry. */
export const commandReplyRuleSql = `SELECT *, topic(3) AS equipmentId, topic() AS topic FROM '${commandReplyTopicFilter}'`;

/** IoT Core's lifecycle events of every client; the presence rule (and the local broker) hands them to equipment-presence. */
export const presenceTopicFilter = '$aws/events/presence/+/+';

/** IoT rule SQL of presence: the lifecycle event as published. */
export const presenceRuleSql = `SELECT * FROM '${presenceTopicFilter}'`;

/** WebSocket path on the console's domain (CloudFront behaviour and local gateway). */
export const websocketPath = '/sia-equipment-websocket';

/**
 * Environment variables each need puts on a function. Handlers read them once
 * at cold start through `functions/lib/env.ts`, which throws when one is missing.
 * Variables ending in `_ENDPOINT` are set only by the local stack.
 */
export const needVariables: Record<FunctionNeed, readonly string[]> = {
  'table-read': ['TABLE_NAME'],
  'table-write': ['TABLE_NAME'],
  'images-bucket': ['IMAGES_BUCKET'],
  'files-bucket': ['FILES_BUCKET'],
  'datasets-bucket': ['DATASETS_BUCKET'],
  'models-bucket': ['MODELS_BUCKET'],
  'content-images': ['IMAGES_BUCKET'],
  'user-pool': ['USER_POOL_ID', 'USER_POOL_CLIENT_ID'],
  'websocket-push': ['WEBSOCKET_CALLBACK_URL'],
  'chain-runner-start': ['CHAIN_RUNNER_ARN'],
  'message-fanout-start': ['MESSAGE_FANOUT_ARN'],
  sms: [],
  email: ['MAIL_FROM', 'CONSOLE_URL'],
  'iot-publish': ['IOT_DATA_URL'],
  'history-read': ['HISTORY_BUCKET'],
  'history-write': ['HISTORY_BUCKET'],
  'iot-certificates': ['IOT_POLICY_PREFIX', 'CERTIFICATE_SEALING_SECRET_ARN'],
  'iot-certificate-deactivate': ['IOT_POLICY_PREFIX'],
  'iot-session-read': ['IOT_DATA_URL'],
  'iot-session-end': ['IOT_DATA_URL'],
  'iot-deliver-certificate': ['IOT_DATA_URL'],
  'certificate-rotation-start': ['CERTIFICATE_ROTATION_ARN'],
  'certificate-rotation-resume': [],
  'deployment-saga-start': ['DEPLOYMENT_SAGA_ARN'],
  'database-service': ['DATABASE_CLUSTER_ARN', 'DATABASE_SECRET_ARN', 'DATABASE_SERVICE_HOST', 'DATABASE_SERVICE_PORT'],
  secrets: ['SECRETS_PREFIX'],
  'apps-bucket': ['APPS_BUCKET', 'FILES_BUCKET', 'CONSOLE_URL'],
  'app-runtime': ['APP_RUNTIME_CONFIG'],
  'platform-metrics': ['PLATFORM_METRICS'],
};
