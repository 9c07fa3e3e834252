/**
 * One typed configuration object per deployment target. `infra/app.ts` picks
 * one stage config once (from `-c stage=<name>`) and passes it down; the local
 * stack uses `localConfig`. Nothing else reads stage names or environment.
 */

/** Resource names derived from a stage; identical for CDK and the local stack. */
export interface ResourceNames {
  readonly table: string;
  readonly imagesBucket: string;
  readonly filesBucket: string;
  readonly datasetsBucket: string;
  readonly modelsBucket: string;
  /** Archived node history (docs/equipment.md "History and backup"): lifecycle rules per retention class. */
  readonly historyBucket: string;
  /**
   * Deployed apps (docs/deployments.md "Drivers"): static bundles unpacked per revision and every app's pointer,
   * under `apps/{namespace}/{appCode}/`; the only bucket CloudFront's `/apps/*` behaviour reads.
   */
  readonly appsBucket: string;
  readonly userPool: string;
  readonly userPoolClient: string;
  readonly httpApi: string;
  readonly websocketApi: string;
  readonly telemetryTopicRule: string;
  readonly presenceTopicRule: string;
  readonly commandReplyTopicRule: string;
  /**
   * The Kinesis data stream the telemetry rule writes to, partitioned by gateway; the ingest and the data push
   * consume it in batches (docs/realtime.md, "The telemetry stream").
   */
  readonly telemetryStream: string;
}

export interface StageConfig {
  /** Short stage name, lowercase letters and digits: dev, test, prod, local. */
  readonly stage: string;
  readonly account?: string;
  readonly region: string;
  /** Retain data and turn on deletion protection / PITR (everything but dev). */
  readonly protectData: boolean;
  /** Days CloudWatch keeps Lambda, API and state machine logs. */
  readonly logRetentionDays: number;
  /** E-mail address alarms are sent to (optional). */
  readonly alarmEmail?: string;
  /** Sender address for platform e-mail (SES). */
  readonly mailFrom: string;
  /**
   * The console's public address (`https://…`, no trailing slash): the only base of links in e-mail
   * (invitations, registration verification). Functions get it as `CONSOLE_URL`; never taken from a request.
   */
  readonly consoleUrl: string;
  /**
   * The account's IoT Core data endpoint (`https://<prefix>-ats.iot.<region>.amazonaws.com`, from
   * `aws iot describe-endpoint --endpoint-type iot:Data-ATS`), where functions publish to gateways.
   */
  readonly iotDataEndpoint: string;
  /** Extra allowed origins for CORS besides the CloudFront domain. */
  readonly extraAllowedOrigins: readonly string[];
  /**
   * Shards of the telemetry stream (1 MB/s or 1,000 records/s of writes each); each consumer processes one batch
   * per shard at a time, so readings of one gateway stay in order. Locally, the local stream's shards.
   */
  readonly telemetryShards: number;
  /**
   * The web ACL in front of the CloudFront distribution (console, HTTP API and WebSocket alike): AWS's common and
   * known-bad-inputs rule groups and a per-address rate rule. Off, the stage has no edge stack (no us-east-1
   * resources, no WAF charges); docs/operations.md, "Web application firewall".
   */
  readonly waf:
    { readonly enabled: false } | { readonly enabled: true; readonly requestsPerAddressPer5Minutes: number };
  /**
   * The capacity range of the enterprises' database service, an Aurora PostgreSQL Serverless v2 cluster
   * (docs/databases.md), in Aurora capacity units (ACU, about 2 GiB of memory each); a minimum of 0 lets the cluster
   * pause when nobody uses it. Locally unused: the local stack runs PostgreSQL itself.
   */
  readonly databaseService: { readonly minCapacity: number; readonly maxCapacity: number };
  /**
   * Deployed jar and image apps on ECS Fargate (docs/deployments.md "Drivers"): the JRE image jar apps run in, and
   * the address range of the apps' VPC (peered with the database service's `10.0.0.0/16`, so it must not overlap).
   * Locally unused: the local stack supervises `java -jar` itself.
   */
  readonly appRuntime: { readonly jreImage: string; readonly vpcCidr: string };
  readonly names: ResourceNames;
}

/** Builds the per-stage resource names; stage-prefixed so stages never collide. */
export function resourceNames(stage: string): ResourceNames {
  const p = `sia-${stage}`;
  return {
    table: `${p}-main`,
    imagesBucket: `${p}-images`,
    filesBucket: `${p}-files`,
    datasetsBucket: `${p}-datasets`,
    modelsBucket: `${p}-models`,
    historyBucket: `${p}-history`,
    appsBucket: `${p}-apps`,
    userPool: `${p}-users`,
    userPoolClient: `${p}-console`,
    httpApi: `${p}-api`,
    websocketApi: `${p}-realtime`,
    telemetryTopicRule: `sia_${stage}_telemetry`,
    presenceTopicRule: `sia_${stage}_presence`,
    commandReplyTopicRule: `sia_${stage}_command_reply`,
    telemetryStream: `${p}-telemetry`,
  };
}

const stageDefaults = {
  region: 'ap-southeast-1',
  // ECR Public's copy of the Docker official image (no Docker Hub pull limits); it has curl, which fetches the jar.
  appRuntime: { jreImage: 'public.ecr.aws/docker/library/eclipse-temurin:17-jre', vpcCidr: '10.1.0.0/16' },
  mailFrom: 'no-reply@sia.example.com',
  extraAllowedOrigins: [] as string[],
};

/** Deployable stages. Add a stage here and deploy with `-c stage=<name>`. */
export const stages: Record<string, StageConfig> = {
  dev: {
    ...stageDefaults,
    stage: 'dev',
    protectData: false,
    logRetentionDays: 14,
    extraAllowedOrigins: ['http://localhost:5173'],
    consoleUrl: 'https://console.dev.sia.example.com',
    iotDataEndpoint: 'https://example-ats.iot.ap-southeast-1.amazonaws.com',
    telemetryShards: 1,
    waf: { enabled: false },
    databaseService: { minCapacity: 0, maxCapacity: 2 },
    names: resourceNames('dev'),
  },
  test: {
    ...stageDefaults,
    stage: 'test',
    protectData: true,
    logRetentionDays: 30,
    consoleUrl: 'https://console.test.sia.example.com',
    iotDataEndpoint: 'https://example-ats.iot.ap-southeast-1.amazonaws.com',
    telemetryShards: 1,
    waf: { enabled: true, requestsPerAddressPer5Minutes: 2_000 },
    databaseService: { minCapacity: 0.5, maxCapacity: 4 },
    names: resourceNames('test'),
  },
  prod: {
    ...stageDefaults,
    stage: 'prod',
    protectData: true,
    logRetentionDays: 365,
    consoleUrl: 'https://console.sia.example.com',
    iotDataEndpoint: 'https://example-ats.iot.ap-southeast-1.amazonaws.com',
    telemetryShards: 4,
    waf: { enabled: true, requestsPerAddressPer5Minutes: 2_000 },
    databaseService: { minCapacity: 1, maxCapacity: 16 },
    names: resourceNames('prod'),
  },
};

/** Returns the config of a named stage or throws listing the known ones. */
export function stageConfig(stage: string | undefined): StageConfig {
  const name = stage ?? 'dev';
  const config = stages[name];
  if (!config) {
    throw new Error(`Unknown stage "${name}". Known stages: ${Object.keys(stages).join(', ')}`);
  }
  return config;
}

/** Ports and endpoints of the local stack; each overridable by the named variable. */
export interface LocalPorts {
  readonly gateway: number;
  readonly dynamodb: number;
  readonly s3: number;
  readonly cognito: number;
  readonly mqtt: number;
  readonly mqttWs: number;
  /** The broker's TLS listener with client certificates (IoT Core's 8883; docs/equipment.md, "Certificates"). */
  readonly mqttTls: number;
  /** PostgreSQL of the enterprises' database service (docs/databases.md); not 5432, so a PostgreSQL of one's own may run. */
  readonly postgres: number;
}

/** Variable that overrides each local port, named in "port in use" messages. */
export const localPortVariables: Record<keyof LocalPorts, string> = {
  gateway: 'SIA_GATEWAY_PORT',
  dynamodb: 'SIA_DYNAMODB_PORT',
  s3: 'SIA_S3_PORT',
  cognito: 'SIA_COGNITO_PORT',
  mqtt: 'SIA_MQTT_PORT',
  mqttWs: 'SIA_MQTT_WS_PORT',
  mqttTls: 'SIA_MQTT_TLS_PORT',
  postgres: 'SIA_POSTGRES_PORT',
};

const defaultLocalPorts: LocalPorts = {
  gateway: 8080,
  dynamodb: 8000,
  s3: 4569,
  cognito: 9229,
  mqtt: 1883,
  mqttWs: 8083,
  mqttTls: 8883,
  postgres: 5434,
};

/** The interface the local stack listens on unless `SIA_BIND_HOST` names another: this machine only. */
export const defaultBindHost = '127.0.0.1';

export interface LocalConfig extends StageConfig {
  readonly ports: LocalPorts;
  /**
   * Address the gateway (HTTP and WebSocket), the MQTT broker, s3rver and cognito-local listen on:
   * loopback by default, since anyone who reaches the stack can mint tokens with the emulator's bundled
   * signing key. `SIA_BIND_HOST=0.0.0.0` opts in to every interface (README, "Reaching the stack from another machine").
   */
  readonly bindHost: string;
  /** Directory under which every engine keeps its data (`.data/` by default). */
  readonly dataDir: string;
  /**
   * Whether the broker's plain listeners (`mqtt://` on `ports.mqtt`, `ws://` on `ports.mqttWs`) run beside its TLS
   * listener: on unless `SIA_MQTT_PLAIN=false`. They take any client id but a certified gateway's, for local tries
   * (docs/local-stack.md); with them off, only gateways with a certificate connect.
   */
  readonly mqttPlain: boolean;
  /**
   * The ports the local app runtime gives deployed jar apps (docs/deployments.md "Drivers"): `SIA_APP_PORTS`
   * (`first-last`, 29100-29199 unless set; the test stack offsets it like its other ports).
   */
  readonly appPorts: { readonly first: number; readonly last: number };
}

/** The default range of the local app runtime's ports. */
export const defaultAppPorts = { first: 29100, last: 29199 } as const;

/** `first-last` as a port range, or an error naming `SIA_APP_PORTS`. */
function appPortRange(raw: string | undefined): LocalConfig['appPorts'] {
  if (!raw) return defaultAppPorts;
  const match = /^(\d+)-(\d+)$/.exec(raw.trim());
  const [first, last] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(first > 0 && last <= 65535 && first <= last))
    throw new Error(`SIA_APP_PORTS must be a port range such as 29100-29199, got "${raw}"`);
  return { first, last };
}

/**
 * The embedded-default local target. Ports come from the variables above so
 * a test run can use its own set next to a running `npm start`.
 */
export function localConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const ports = Object.fromEntries(
    (Object.keys(defaultLocalPorts) as (keyof LocalPorts)[]).map((key) => {
      const raw = env[localPortVariables[key]];
      const port = raw ? Number(raw) : defaultLocalPorts[key];
      if (!Number.isInteger(port) || port <= 0 || port > 65535) {
        throw new Error(`${localPortVariables[key]} must be a port number, got "${raw}"`);
      }
      return [key, port];
    }),
  ) as unknown as LocalPorts;
  return {
    ...stageDefaults,
    stage: 'local',
    region: 'us-east-1',
    protectData: false,
    logRetentionDays: 1,
    extraAllowedOrigins: ['http://localhost:5173'],
    // The local gateway serves the console and the API on one origin.
    consoleUrl: `http://localhost:${ports.gateway}`,
    // The local gateway's data-plane stand-in, which publishes to the local broker.
    iotDataEndpoint: `http://localhost:${ports.gateway}/_local/iot-data`,
    // Two: one batch in flight per shard and consumer keeps a gateway's readings in order on both cores.
    telemetryShards: 2,
    waf: { enabled: false },
    databaseService: { minCapacity: 0, maxCapacity: 1 },
    names: resourceNames('local'),
    ports,
    bindHost: env.SIA_BIND_HOST || defaultBindHost,
    dataDir: env.SIA_DATA_DIR ?? '.data',
    mqttPlain: env.SIA_MQTT_PLAIN?.toLowerCase() !== 'false',
    appPorts: appPortRange(env.SIA_APP_PORTS),
  };
}
