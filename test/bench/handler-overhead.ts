/**
 * In-process handler overhead: router + validation + caller context + access
 * check + serialisation of `GET /api-me/`, with DynamoDB answered by
 * aws-sdk-client-mock so only our code is timed. Run as its own process
 * (it mocks the document client globally); prints JSON `{ p50, p99, runs }`.
 */
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { percentile } from './bench-table.js';

const userId = 'bench-user';
const enterpriseId = 'bench-enterprise';
Object.assign(process.env, {
  TABLE_NAME: 'bench',
  USER_POOL_ID: 'local_bench',
  USER_POOL_CLIENT_ID: 'bench',
  MAIL_FROM: 'bench@example.com',
  CONSOLE_URL: 'http://localhost',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  LOG_LEVEL: 'ERROR',
});

const profile = { pk: `USER#${userId}`, sk: '#PROFILE', userId, username: 'bench', email: 'bench@example.com' };
const partition = [
  profile,
  { pk: `USER#${userId}`, sk: '#SESSION', currentEnterpriseId: enterpriseId },
  { pk: `USER#${userId}`, sk: `ENT#${enterpriseId}`, enterpriseId },
  { pk: `USER#${userId}`, sk: `ROLE#${enterpriseId}#r1`, enterpriseId, roleId: 'r1' },
];
const dynamo = mockClient(DynamoDBDocumentClient);
dynamo.on(QueryCommand).resolves({ Items: partition });

const { handler } = await import('../../functions/api-me/handler.js');

const event = (): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'ANY /api-me/{proxy+}',
    rawPath: '/api-me/',
    rawQueryString: '',
    headers: { authorization: 'Bearer x' },
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'bench',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path: '/api-me/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: 'bench',
      routeKey: 'ANY /api-me/{proxy+}',
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
      authorizer: {
        jwt: { claims: { sub: userId, username: 'bench', iat: Math.floor(Date.now() / 1000) }, scopes: [] },
      },
    },
  }) as unknown as APIGatewayProxyEventV2;
const context = {
  awsRequestId: 'bench',
  functionName: 'api-me',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

const invoke = handler as unknown as (e: APIGatewayProxyEventV2, c: Context) => Promise<{ statusCode: number }>;
for (let i = 0; i < 2_000; i++) await invoke(event(), context);
const samples: number[] = [];
const runs = 20_000;
for (let i = 0; i < runs; i++) {
  const start = process.hrtime.bigint();
  const result = await invoke(event(), context);
  samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  if (result.statusCode !== 200) throw new Error(`GET /api-me/ answered ${result.statusCode}`);
}
process.stdout.write(JSON.stringify({ p50: percentile(samples, 50), p99: percentile(samples, 99), runs }));
