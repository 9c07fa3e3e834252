import type { BrokerMessage } from '../../../infra/local/engines/mqtt-broker.js';
import { createServer } from 'node:net';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { FunctionDefinition } from '../../../infra/definitions/function-catalogue.js';
import { SecretStore } from '../../../infra/local/gateway/secret-store.js';
import { Outbox } from '../../../infra/local/gateway/outbox.js';
import { attachWebSocketGateway } from '../../../infra/local/gateway/websocket-gateway.js';
import { startHttpGateway, type HttpGateway } from '../../../infra/local/gateway/http-gateway.js';
import { createJwtAuthorizer } from '../../../infra/local/gateway/jwt-authorizer.js';
import { catalogueRoutes, RouteTable } from '../../../infra/local/gateway/route-table.js';
import type { ConnectionManager } from '../../../infra/local/gateway/aws-shims.js';
import { FunctionRegistry, type LambdaHandler } from '../../../infra/local/support/lambda-runtime.js';
import type { AslRunner } from '../../../infra/local/step-functions/asl-runner.js';
import { localEnv } from '../support/local-stack.js';

/** A free TCP port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const testFunction = (
  id: string,
  routes: string[],
  publicRoutes: string[] = [],
  kind: FunctionDefinition['kind'] = 'http',
): FunctionDefinition => ({
  id,
  entry: `functions/${id}/handler.ts`,
  kind,
  routes,
  publicRoutes,
  needs: [],
  memorySize: 128,
  timeoutSeconds: 2,
});

/**
 * A gateway of its own (ephemeral port) over a test catalogue with small
 * handlers, authorizing against the test stack's Cognito emulator.
 */
export async function startTestGateway(options: {
  catalogue: FunctionDefinition[];
  handlers: Record<string, LambdaHandler>;
  stateMachines?: AslRunner[];
  outboxFile: string;
}): Promise<HttpGateway & { connections: ConnectionManager; published: BrokerMessage[]; mqttClients: Set<string> }> {
  const env = localEnv();
  /** What the IoT data-plane shim handed to the broker. */
  const published: BrokerMessage[] = [];
  /** The client ids the IoT data-plane shim's broker holds a connection for (a disconnect removes one). */
  const mqttClients = new Set<string>();
  const cognitoPort = new URL(env.COGNITO_ENDPOINT).port;
  const registry = new FunctionRegistry({
    stage: 'local',
    region: env.AWS_REGION,
    overrides: options.handlers,
    catalogue: options.catalogue,
  });
  const authorize = createJwtAuthorizer({
    issuer: `http://localhost:${cognitoPort}/${env.USER_POOL_ID}`,
    jwksUrl: `${env.COGNITO_ENDPOINT}/${env.USER_POOL_ID}/.well-known/jwks.json`,
    audience: env.USER_POOL_CLIENT_ID,
  });
  // eslint-disable-next-line prefer-const -- set once the gateway exists, after the closures that read it
  let connections: ConnectionManager | undefined;
  const gateway = await startHttpGateway({
    port: await freePort(),
    routes: new RouteTable(catalogueRoutes(options.catalogue)),
    invoker: (id) => registry.invoker(id),
    authorize: async (header) => (await authorize(header)) as Record<string, unknown> | undefined,
    runtimeConfig: () => ({
      stage: 'local',
      region: 'us-east-1',
      userPoolId: 'p',
      userPoolClientId: 'c',
      apiBaseUrl: '',
      websocketUrl: '',
    }),
    shims: {
      outbox: new Outbox(options.outboxFile),
      secrets: new SecretStore(
        `${options.outboxFile}.secrets.json`,
        'arn:aws:secretsmanager:us-east-1:000000000000:secret:',
      ),
      stateMachines: options.stateMachines ?? [],
      connections: {
        post: (i, d) => connections!.post(i, d),
        info: (i) => connections!.info(i),
        close: (i) => connections!.close(i),
      },
      publish: async (message) => {
        published.push(message);
      },
      sessions: {
        isConnected: (clientId) => mqttClients.has(clientId),
        disconnect: (clientId) => mqttClients.delete(clientId),
      },
    },
    log: () => undefined,
  });
  const ws = options.catalogue.find((f) => f.kind === 'websocket');
  const attached = ws
    ? attachWebSocketGateway(gateway.server, {
        path: '/sia-equipment-websocket',
        routeKeys: ws.routes,
        invoker: registry.invoker(ws.id),
        stage: 'local',
        log: () => undefined,
      })
    : undefined;
  connections = attached ?? { post: () => false, info: () => undefined, close: () => false };
  return {
    ...gateway,
    connections,
    published,
    mqttClients,
    close: async () => {
      await attached?.shutdown();
      await gateway.close();
    },
  };
}

/** Creates a confirmed user with a permanent password in the test stack's pool. */
export async function createTestUser(username: string, password = 'Test_pass_1'): Promise<void> {
  const env = localEnv();
  const client = new CognitoIdentityProviderClient({
    endpoint: env.COGNITO_ENDPOINT,
    region: env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: env.USER_POOL_ID,
        Username: username,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: password,
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: env.USER_POOL_ID,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
  } finally {
    client.destroy();
  }
}
