import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { httpEvent, signIn, signInFresh, type HttpEventOptions } from '../support/index.js';
import { failOnStorageKeys } from '../support/storage-key-guard.js';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** The verified claims of an access token (what API Gateway's JWT authorizer passes on). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A signed-in demo user: id (Cognito sub), token and claims. */
export async function demoUser(
  username: string,
): Promise<{ id: string; token: string; claims: Record<string, unknown> }> {
  const token = await signIn(username);
  const claims = claimsOf(token);
  return { id: claims.sub as string, token, claims };
}

const lambdaContext = (name: string): Context =>
  ({
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: `test-${Math.random().toString(16).slice(2)}`,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'test',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 15_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  }) as Context;

/**
 * Invokes a handler with the event the gateway would build; answers its result as is (status, headers, body). An
 * answer that carried storage keys fails the test (`failOnStorageKeys`).
 */
export async function invoke(handler: Handler, options: HttpEventOptions) {
  const result = await handler(httpEvent(options) as unknown as APIGatewayProxyEventV2, lambdaContext('test'));
  failOnStorageKeys(result.statusCode, result.body);
  return result;
}

/** Invokes a handler with the event the gateway would build (`invoke`); returns status and parsed JSON body. */
export async function call(handler: Handler, options: HttpEventOptions): Promise<{ status: number; body: any }> {
  const result = await invoke(handler, options);
  return { status: result.statusCode ?? 200, body: result.body ? JSON.parse(result.body) : undefined };
}

/** Signs in anew (bypassing the token cache of signIn), e.g. after a sign-out; demo users need no password. */
export async function freshSignIn(
  username: string,
  password?: string,
): Promise<{ token: string; claims: Record<string, unknown> }> {
  const token = await signInFresh(username, password);
  return { token, claims: claimsOf(token) };
}
