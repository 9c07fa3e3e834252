import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { SNSClient, PublishCommand } from '@aws-sdk/client-sns';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AslRunner } from '../../../infra/local/step-functions/asl-runner.js';
import { apiFetch } from '../support/api-fetch.js';
import { localEnv, localUrls } from '../support/local-stack.js';
import { startTestGateway, testFunction } from './helpers.js';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

describe('/config.json', () => {
  it('serves the web runtime config of the local stage on the console origin', async () => {
    const response = await apiFetch('/config.json');
    const env = localEnv();
    expect(await response.json()).toEqual({
      stage: 'local',
      region: env.AWS_REGION,
      userPoolId: env.USER_POOL_ID,
      userPoolClientId: env.USER_POOL_CLIENT_ID,
      userPoolEndpoint: localUrls().cognito,
      apiBaseUrl: '',
      websocketUrl: localUrls().websocket,
    });
  });
});

describe('the API description', () => {
  it('serves the OpenAPI document of the running contracts and its reference page on the console origin', async () => {
    const document = await (await apiFetch('/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api-equipment/getEquipmentTypeList'].get.operationId).toBe('getEquipmentTypeList');
    const page = await apiFetch('/api-reference');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<code>getEquipmentTypeList</code>');
  });
});

describe('outbox', () => {
  it('records an SMS sent with the SNS client, newest first', async () => {
    const sns = new SNSClient({ endpoint: localEnv().SNS_ENDPOINT, region: localEnv().AWS_REGION, credentials });
    const earlier = await sns.send(new PublishCommand({ PhoneNumber: '+8613800138000', Message: 'Your code is 1' }));
    const text = `Your code is ${randomUUID().slice(0, 6)}`;
    const result = await sns.send(new PublishCommand({ PhoneNumber: '+8613800138000', Message: text }));
    expect(result.MessageId).toBeTruthy();
    const outbox = (await (await fetch(localUrls().outbox)).json()) as {
      id: string;
      kind: string;
      to: string[];
      text: string;
    }[];
    // Other files send texts at the same time, so the newest of the outbox may be theirs: this file's two texts are
    // found by id, the later one first.
    const index = outbox.findIndex((item) => item.id === result.MessageId);
    expect(outbox[index]).toMatchObject({ id: result.MessageId, kind: 'sms', to: ['+8613800138000'], text });
    expect(index).toBeLessThan(outbox.findIndex((item) => item.id === earlier.MessageId));
  });

  it('rejects an SNS phone number that is not E.164 like SNS does', async () => {
    const sns = new SNSClient({ endpoint: localEnv().SNS_ENDPOINT, region: localEnv().AWS_REGION, credentials });
    await expect(sns.send(new PublishCommand({ PhoneNumber: '12345', Message: 'x' }))).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
  });

  it('records an e-mail sent with the SES v2 client', async () => {
    const ses = new SESv2Client({ endpoint: localEnv().SES_ENDPOINT, region: localEnv().AWS_REGION, credentials });
    const subject = `Welcome ${randomUUID().slice(0, 6)}`;
    const result = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: localEnv().MAIL_FROM,
        Destination: { ToAddresses: ['someone@example.com'] },
        Content: {
          Simple: { Subject: { Data: subject }, Body: { Text: { Data: 'Hello' }, Html: { Data: '<p>Hello</p>' } } },
        },
      }),
    );
    const outbox = (await (await fetch(localUrls().outbox)).json()) as Record<string, unknown>[];
    expect(outbox[0]).toMatchObject({
      id: result.MessageId,
      kind: 'email',
      to: ['someone@example.com'],
      from: localEnv().MAIL_FROM,
      subject,
      text: 'Hello',
      html: '<p>Hello</p>',
    });
  });
});

describe('WebSocket API and management API', () => {
  const events: {
    requestContext: {
      routeKey: string;
      eventType: string;
      connectionId: string;
      stage: string;
      domainName: string;
      requestId: string;
      connectedAt: number;
    };
    queryStringParameters?: Record<string, string>;
    body?: string;
  }[] = [];
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let management: ApiGatewayManagementApiClient;

  beforeAll(async () => {
    gateway = await startTestGateway({
      outboxFile: join(tmpdir(), `outbox-${randomUUID()}.json`),
      catalogue: [
        testFunction('ws', ['$connect', '$disconnect', '$default', 'subscribe', 'unsubscribe'], [], 'websocket'),
      ],
      handlers: {
        ws: async (event) => {
          const e = event as (typeof events)[number];
          events.push(e);
          if (e.requestContext.eventType === 'CONNECT' && e.queryStringParameters?.ticket !== 'good')
            return { statusCode: 401 };
          return { statusCode: 200 };
        },
      },
    });
    management = new ApiGatewayManagementApiClient({
      endpoint: `${gateway.url}/_local/ws-management`,
      region: 'us-east-1',
      credentials,
    });
  });
  afterAll(() => gateway?.close());

  const open = (ticket: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/sia-equipment-websocket?ticket=${ticket}`);
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', (_request, response) => reject(new Error(`status ${response.statusCode}`)));
      socket.once('error', reject);
    });

  it('rejects the upgrade with the status $connect returned', async () => {
    await expect(open('bad')).rejects.toThrow('status 401');
  });

  it('runs $connect, routes messages by action and pushes through the management API', async () => {
    events.length = 0;
    const socket = await open('good');
    const received = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
    const connect = events[0];
    expect(connect.requestContext).toMatchObject({ routeKey: '$connect', eventType: 'CONNECT', stage: 'local' });
    expect(connect.queryStringParameters).toEqual({ ticket: 'good' });
    const { connectionId } = connect.requestContext;

    socket.send(JSON.stringify({ action: 'subscribe', destination: '/topic/x' }));
    socket.send('not json');
    await expect.poll(() => events.length).toBe(3);
    expect(events[1].requestContext).toMatchObject({ routeKey: 'subscribe', eventType: 'MESSAGE', connectionId });
    expect(events[1].body).toBe(JSON.stringify({ action: 'subscribe', destination: '/topic/x' }));
    expect(events[2].requestContext.routeKey).toBe('$default');

    await management.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from('{"pushed":true}') }),
    );
    expect(await received).toBe('{"pushed":true}');

    socket.close();
    await expect.poll(() => events.at(-1)?.requestContext.eventType).toBe('DISCONNECT');
    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from('late') })),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it('answers 410 GoneException for an unknown connection', async () => {
    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: 'nope', Data: Buffer.from('x') })),
    ).rejects.toBeInstanceOf(GoneException);
  });
});

describe('Step Functions shim', () => {
  it('starts and describes an execution with the SFN client', async () => {
    const runner = new AslRunner({
      stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:test-machine',
      definition: {
        StartAt: 'Double',
        States: {
          Double: { Type: 'Task', Resource: 'arn:aws:lambda:us-east-1:000000000000:function:double', End: true },
        },
      },
      bindings: {
        'arn:aws:lambda:us-east-1:000000000000:function:double': async (input) => ({
          value: (input as { value: number }).value * 2,
        }),
      },
    });
    const gateway = await startTestGateway({
      outboxFile: join(tmpdir(), `outbox-${randomUUID()}.json`),
      catalogue: [],
      handlers: {},
      stateMachines: [runner],
    });
    try {
      const sfn = new SFNClient({ endpoint: `${gateway.url}/_local/sfn`, region: 'us-east-1', credentials });
      const started = await sfn.send(
        new StartExecutionCommand({
          stateMachineArn: runner.stateMachineArn,
          input: JSON.stringify({ value: 21 }),
          name: 'run-1',
        }),
      );
      expect(started.executionArn).toBe('arn:aws:states:us-east-1:000000000000:execution:test-machine:run-1');
      expect(started.startDate).toBeInstanceOf(Date);
      await runner.wait(started.executionArn!);
      const described = await sfn.send(new DescribeExecutionCommand({ executionArn: started.executionArn }));
      expect(described.status).toBe('SUCCEEDED');
      expect(JSON.parse(described.output!)).toEqual({ value: 42 });
      await expect(
        sfn.send(new StartExecutionCommand({ stateMachineArn: runner.stateMachineArn, name: 'run-1' })),
      ).rejects.toMatchObject({ name: 'ExecutionAlreadyExists' });
      await expect(
        sfn.send(new DescribeExecutionCommand({ executionArn: `${started.executionArn}-missing` })),
      ).rejects.toMatchObject({ name: 'ExecutionDoesNotExist' });
    } finally {
      await gateway.close();
    }
  });
});
