import { randomUUID } from 'node:crypto';
import type { AslRunner } from '../step-functions/asl-runner.js';
import { StatesError } from '../step-functions/json-path.js';
import type { Outbox } from './outbox.js';
import { SecretStoreError, type SecretStore } from './secret-store.js';
import type { BrokerMessage, MqttEngine } from '../engines/mqtt-broker.js';

/** A response of a local shim. */
export interface ShimResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Connections of the local WebSocket API, for the management API shim. */
export interface ConnectionManager {
  /** Sends data; false when the connection is gone. */
  post(connectionId: string, data: Buffer): boolean;
  info(
    connectionId: string,
  ): { connectedAt: number; lastActiveAt: number; sourceIp: string; userAgent: string } | undefined;
  /** Closes the connection; false when it is gone. */
  close(connectionId: string): boolean;
}

export interface ShimContext {
  readonly outbox: Outbox;
  /** The local Secrets Manager's secrets. */
  readonly secrets: SecretStore;
  readonly stateMachines: readonly AslRunner[];
  readonly connections: ConnectionManager;
  /** Publishes to the local broker (IoT Core's data-plane `Publish`). */
  readonly publish: (message: BrokerMessage) => Promise<void>;
  /** The local broker's sessions (IoT Core's data-plane `GetConnection` and `DeleteConnection`). */
  readonly sessions: Pick<MqttEngine, 'isConnected' | 'disconnect'>;
}

/** Base paths under which the handlers' `*_ENDPOINT` variables point. */
export const shimPaths = {
  sns: '/_local/sns',
  ses: '/_local/ses',
  sfn: '/_local/sfn',
  wsManagement: '/_local/ws-management',
  iotData: '/_local/iot-data',
  outbox: '/_local/outbox',
  secrets: '/_local/secrets',
  /** The local app runtime's JSON API (docs/deployments.md "Drivers"), served by `deployed-apps.ts`. */
  appRuntime: '/_local/app-runtime',
} as const;

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): ShimResponse => ({
  statusCode,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** SNS (query protocol): Publish to a phone number lands in the outbox. */
function sns(body: string, context: ShimContext): ShimResponse {
  const form = new URLSearchParams(body);
  const action = form.get('Action');
  const requestId = randomUUID();
  const xml = (statusCode: number, text: string): ShimResponse => ({
    statusCode,
    headers: { 'content-type': 'text/xml', 'x-amzn-requestid': requestId },
    body: text,
  });
  const fail = (code: string, message: string) =>
    xml(
      400,
      `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`,
    );
  if (action !== 'Publish') return fail('InvalidAction', `The local SNS supports Publish only, not ${action}`);
  const phone = form.get('PhoneNumber');
  const message = form.get('Message');
  if (!message) return fail('InvalidParameter', 'Invalid parameter: Message');
  if (!phone) return fail('InvalidParameter', 'The local SNS delivers SMS only (PhoneNumber); topics are not emulated');
  if (!/^\+[1-9]\d{6,14}$/.test(phone))
    return fail('InvalidParameter', 'Invalid parameter: PhoneNumber Reason: must be E.164');
  const entry = context.outbox.add({ kind: 'sms', to: [phone], text: message });
  return xml(
    200,
    `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${entry.id}</MessageId></PublishResult><ResponseMetadata><RequestId>${requestId}</RequestId></ResponseMetadata></PublishResponse>`,
  );
}

interface SendEmailInput {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  Content?: {
    Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string }; Html?: { Data?: string } } };
    Raw?: { Data?: string };
  };
}

/** SES v2 (REST JSON): SendEmail lands in the outbox. */
function ses(path: string, method: string, body: string, context: ShimContext): ShimResponse {
  if (method !== 'POST' || path !== '/v2/email/outbound-emails') {
    return json(
      404,
      { message: `The local SES supports SendEmail only (${method} ${path})` },
      { 'x-amzn-errortype': 'NotFoundException' },
    );
  }
  const input = JSON.parse(body || '{}') as SendEmailInput;
  const to = [
    ...(input.Destination?.ToAddresses ?? []),
    ...(input.Destination?.CcAddresses ?? []),
    ...(input.Destination?.BccAddresses ?? []),
  ];
  if (to.length === 0)
    return json(400, { message: 'Missing destination' }, { 'x-amzn-errortype': 'BadRequestException' });
  const simple = input.Content?.Simple;
  const entry = context.outbox.add({
    kind: 'email',
    to,
    from: input.FromEmailAddress,
    subject: simple?.Subject?.Data,
    text:
      simple?.Body?.Text?.Data ??
      (input.Content?.Raw?.Data ? Buffer.from(input.Content.Raw.Data, 'base64').toString('utf8') : undefined),
    html: simple?.Body?.Html?.Data,
  });
  return json(200, { MessageId: entry.id });
}

const epochSeconds = (iso: string | undefined) => (iso ? new Date(iso).getTime() / 1000 : undefined);

/**
 * Step Functions (JSON 1.0) against the local ASL runners: StartExecution and DescribeExecution, and the callback
 * pattern's SendTaskSuccess, SendTaskFailure and SendTaskHeartbeat (routed to the runner that gave out the token).
 */
function sfn(target: string | undefined, body: string, context: ShimContext): ShimResponse {
  const fail = (type: string, message: string) =>
    json(400, { __type: type, message }, { 'content-type': 'application/x-amz-json-1.0' });
  const input = JSON.parse(body || '{}') as Record<string, string | undefined>;
  const operation = target?.split('.')[1];
  if (operation === 'StartExecution') {
    const runner = context.stateMachines.find((r) => r.stateMachineArn === input.stateMachineArn);
    if (!runner) return fail('StateMachineDoesNotExist', `State Machine Does Not Exist: '${input.stateMachineArn}'`);
    let parsed: unknown;
    try {
      parsed = input.input ? JSON.parse(input.input) : {};
    } catch {
      return fail('InvalidExecutionInput', 'Invalid State Machine Execution Input: not JSON');
    }
    try {
      const record = runner.start(parsed, input.name);
      return json(
        200,
        { executionArn: record.executionArn, startDate: epochSeconds(record.startDate) },
        { 'content-type': 'application/x-amz-json-1.0' },
      );
    } catch (error) {
      if (error instanceof StatesError) return fail(error.error, error.cause);
      throw error;
    }
  }
  if (operation === 'DescribeExecution') {
    const record = context.stateMachines.map((r) => r.describe(input.executionArn ?? '')).find(Boolean);
    if (!record) return fail('ExecutionDoesNotExist', `Execution Does Not Exist: '${input.executionArn}'`);
    return json(
      200,
      { ...record, startDate: epochSeconds(record.startDate), stopDate: epochSeconds(record.stopDate) },
      { 'content-type': 'application/x-amz-json-1.0' },
    );
  }
  if (operation === 'SendTaskSuccess' || operation === 'SendTaskFailure' || operation === 'SendTaskHeartbeat') {
    const token = input.taskToken ?? '';
    // A token names the runner that gave it out; one nobody gave out is the service's InvalidToken.
    const runner = context.stateMachines.find((r) => r.knowsToken(token));
    try {
      if (!runner) throw new StatesError('InvalidToken', 'Invalid Token');
      if (operation === 'SendTaskSuccess') runner.sendTaskSuccess(token, input.output ?? '');
      else if (operation === 'SendTaskFailure') runner.sendTaskFailure(token, input.error, input.cause);
      else runner.sendTaskHeartbeat(token);
    } catch (error) {
      if (error instanceof StatesError) return fail(error.error, error.cause);
      throw error;
    }
    return json(200, {}, { 'content-type': 'application/x-amz-json-1.0' });
  }
  return fail(
    'UnknownOperationException',
    `The local Step Functions supports StartExecution, DescribeExecution and SendTask*, not ${operation}`,
  );
}

/**
 * Secrets Manager (JSON 1.1): CreateSecret, PutSecretValue, GetSecretValue and DeleteSecret against the local
 * secret store. Values are never logged.
 */
function secretsManager(target: string | undefined, body: string, context: ShimContext): ShimResponse {
  const headers = { 'content-type': 'application/x-amz-json-1.1' };
  const input = JSON.parse(body || '{}') as Record<string, string | undefined>;
  const operation = target?.split('.')[1];
  try {
    if (operation === 'CreateSecret') {
      const secret = context.secrets.create(input.Name ?? '', input.SecretString ?? '');
      return json(200, { ARN: secret.arn, Name: secret.name, VersionId: secret.versionId }, headers);
    }
    if (operation === 'PutSecretValue') {
      const secret = context.secrets.put(input.SecretId ?? '', input.SecretString ?? '');
      return json(200, { ARN: secret.arn, Name: secret.name, VersionId: secret.versionId }, headers);
    }
    if (operation === 'GetSecretValue') {
      const secret = context.secrets.find(input.SecretId ?? '');
      return json(
        200,
        { ARN: secret.arn, Name: secret.name, VersionId: secret.versionId, SecretString: secret.value },
        headers,
      );
    }
    if (operation === 'DeleteSecret') {
      const secret = context.secrets.delete(input.SecretId ?? '');
      return json(200, { ARN: secret.arn, Name: secret.name, DeletionDate: Date.now() / 1000 }, headers);
    }
  } catch (error) {
    if (error instanceof SecretStoreError) return json(400, { __type: error.type, message: error.message }, headers);
    throw error;
  }
  return json(
    400,
    {
      __type: 'UnknownOperationException',
      message: `The local Secrets Manager supports CreateSecret, PutSecretValue, GetSecretValue and DeleteSecret, not ${operation}`,
    },
    headers,
  );
}

/** API Gateway management API: POST / GET / DELETE `/@connections/{id}`; a gone connection is 410 GoneException. */
function wsManagement(path: string, method: string, body: Buffer, context: ShimContext): ShimResponse {
  const match = /^\/@connections\/([^/]+)$/.exec(path);
  if (!match) return json(404, { message: 'Not Found' });
  const connectionId = decodeURIComponent(match[1]);
  const gone = () => json(410, { message: null }, { 'x-amzn-errortype': 'GoneException' });
  if (method === 'POST')
    return context.connections.post(connectionId, body) ? { statusCode: 200, headers: {}, body: '' } : gone();
  if (method === 'DELETE')
    return context.connections.close(connectionId) ? { statusCode: 204, headers: {}, body: '' } : gone();
  if (method === 'GET') {
    const info = context.connections.info(connectionId);
    if (!info) return gone();
    return json(200, {
      ConnectedAt: new Date(info.connectedAt).toISOString(),
      LastActiveAt: new Date(info.lastActiveAt).toISOString(),
      Identity: { SourceIp: info.sourceIp, UserAgent: info.userAgent },
    });
  }
  return json(405, { message: `${method} not allowed` });
}

/** A request to a shim, as the gateway received it. */
export interface ShimRequest {
  readonly method: string;
  readonly path: string;
  readonly query?: URLSearchParams;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/**
 * IoT Core's data-plane `Publish` (`POST /topics/{topic}?qos=&retain=`, the payload as the body), as
 * `@aws-sdk/client-iot-data-plane` sends it: handed to the local broker. Answers at once, like the real endpoint
 * (the broker delivers in memory); a failure is logged by the broker, not returned.
 */
function iotDataPublish(path: string, request: ShimRequest, context: ShimContext): ShimResponse {
  const match = /^\/topics\/(.+)$/.exec(path);
  if (!match) return json(404, { message: `Unknown IoT data-plane call ${path}` });
  const topic = decodeURIComponent(match[1]);
  const qos = request.query?.get('qos') === '1' ? 1 : 0;
  const retain = request.query?.get('retain') === 'true';
  void context.publish({ topic, payload: request.body, qos, retain }).catch(() => undefined);
  return json(200, {});
}

/**
 * IoT Core's data-plane session calls as `@aws-sdk/client-iot-data-plane` sends them: `GET /connections/{clientId}`
 * (`GetConnection`: `{ clientId, connected: true }`) and `DELETE /connections/{clientId}` (`DeleteConnection`: the
 * broker ends the client's connection), each ResourceNotFoundException (404) when no client holds the id.
 */
function iotDataSession(path: string, method: string, context: ShimContext): ShimResponse {
  const match = /^\/connections\/([^/]+)$/.exec(path);
  if (!match || (method !== 'GET' && method !== 'DELETE'))
    return json(404, { message: `Unknown IoT data-plane call ${method} ${path}` });
  const clientId = decodeURIComponent(match[1]);
  const held = method === 'GET' ? context.sessions.isConnected(clientId) : context.sessions.disconnect(clientId);
  if (!held)
    return json(
      404,
      { message: `No connection for client id ${clientId}` },
      { 'x-amzn-errortype': 'ResourceNotFoundException' },
    );
  return json(200, method === 'GET' ? { clientId, connected: true } : {});
}

/**
 * Answers a request under `/_local/`; undefined when the path is not a
 * shim. These are local-only stand-ins for AWS services the handlers reach
 * with the unchanged SDK v3 clients through their `*_ENDPOINT` variables.
 */
export function handleShim(request: ShimRequest, context: ShimContext): ShimResponse | undefined {
  const { method, path } = request;
  const under = (base: string) =>
    path === base || path.startsWith(`${base}/`) ? path.slice(base.length) || '/' : undefined;
  try {
    if (under(shimPaths.sns) !== undefined && method === 'POST') return sns(request.body.toString('utf8'), context);
    const sesPath = under(shimPaths.ses);
    if (sesPath !== undefined) return ses(sesPath, method, request.body.toString('utf8'), context);
    if (under(shimPaths.sfn) !== undefined && method === 'POST')
      return sfn(request.headers['x-amz-target'] as string | undefined, request.body.toString('utf8'), context);
    if (under(shimPaths.secrets) !== undefined && method === 'POST')
      return secretsManager(
        request.headers['x-amz-target'] as string | undefined,
        request.body.toString('utf8'),
        context,
      );
    const iotPath = under(shimPaths.iotData);
    if (iotPath !== undefined && method === 'POST') return iotDataPublish(iotPath, request, context);
    if (iotPath !== undefined) return iotDataSession(iotPath, method, context);
    const wsPath = under(shimPaths.wsManagement);
    if (wsPath !== undefined) return wsManagement(wsPath, method, request.body, context);
    if (path === shimPaths.outbox && method === 'GET')
      return json(200, context.outbox.list(), { 'cache-control': 'no-store' });
    if (path === shimPaths.outbox && method === 'DELETE') {
      context.outbox.clear();
      return { statusCode: 204, headers: {}, body: '' };
    }
  } catch (error) {
    return json(500, { message: `Local shim failed: ${(error as Error).message}` });
  }
  return undefined;
}
