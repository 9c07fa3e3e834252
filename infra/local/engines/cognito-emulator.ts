import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { spawnSupervised } from '../support/supervised-process.js';
import { waitUntil } from '../support/wait.js';
import { localCredentials } from './local-credentials.js';

/** Pool and client ids, persisted under `<dataDir>/cognito/ids.json` so they survive restarts. */
export interface CognitoIds {
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

export interface CognitoEngine extends CognitoIds {
  /** Endpoint for SDK clients and the browser (`http://localhost:<port>`). */
  readonly endpoint: string;
  /** Token issuer: `http://localhost:<port>/<poolId>`. */
  readonly issuer: string;
  readonly jwksUrl: string;
  stop(): Promise<void>;
}

/** Where the emulator's ids are kept. */
export function cognitoIdsFile(dataDir: string): string {
  return resolve(dataDir, 'cognito', 'ids.json');
}

/** Reads the persisted ids, or undefined before the first start. */
export function readCognitoIds(dataDir: string): CognitoIds | undefined {
  const file = cognitoIdsFile(dataDir);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as CognitoIds;
}

/**
 * Starts cognito-local as a supervised child process with its working
 * directory under `<dataDir>/cognito` (it keeps its config and database in
 * `./.cognito`), then creates the user pool (username sign-in, minimum
 * password length 8) and the console app client (no secret,
 * USER_PASSWORD_AUTH + refresh) once.
 */
export async function startCognitoEmulator(options: {
  port: number;
  dataDir: string;
  poolName: string;
  clientName: string;
  region: string;
  /** The address to listen on; loopback unless given. */
  host?: string;
}): Promise<CognitoEngine> {
  const workDir = resolve(options.dataDir, 'cognito');
  mkdirSync(join(workDir, '.cognito'), { recursive: true });
  const issuerDomain = `http://localhost:${options.port}`;
  writeFileSync(
    join(workDir, '.cognito', 'config.json'),
    JSON.stringify(
      {
        TokenConfig: { IssuerDomain: issuerDomain },
        UserPoolDefaults: { UsernameAttributes: [] },
        ServerConfig: { port: options.port, hostname: options.host ?? '127.0.0.1', https: false },
      },
      null,
      2,
    ),
  );
  const require = createRequire(import.meta.url);
  const entry = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const logFile = resolve(options.dataDir, 'logs', 'cognito.log');
  const engine = spawnSupervised(process.execPath, [entry], {
    cwd: workDir,
    env: { ...process.env, PORT: String(options.port), HOST: options.host ?? '127.0.0.1', NODE_OPTIONS: '' },
    logFile,
  });
  let exitCode: number | null | undefined;
  engine.exited.then((code) => (exitCode = code));

  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntil(`cognito-local on port ${options.port}`, async () => (await fetch(`${endpoint}/health`)).ok, {
      timeoutMs: 30_000,
      aborted: () => (exitCode === undefined ? undefined : `it exited with code ${exitCode}; see ${logFile}`),
    });
    const client = new CognitoIdentityProviderClient({
      endpoint,
      region: options.region,
      credentials: localCredentials,
    });
    const ids = await ensurePoolAndClient(client, options);
    client.destroy();
    return {
      ...ids,
      endpoint: `http://localhost:${options.port}`,
      issuer: `${issuerDomain}/${ids.userPoolId}`,
      jwksUrl: `${endpoint}/${ids.userPoolId}/.well-known/jwks.json`,
      stop: () => engine.stop(),
    };
  } catch (error) {
    await engine.stop();
    throw error;
  }
}

async function ensurePoolAndClient(
  client: CognitoIdentityProviderClient,
  options: { dataDir: string; poolName: string; clientName: string },
): Promise<CognitoIds> {
  const saved = readCognitoIds(options.dataDir);
  if (saved) {
    const stillThere = await Promise.all([
      client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId })),
      client.send(
        new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.userPoolClientId }),
      ),
    ]).then(
      () => true,
      () => false,
    );
    if (stillThere) return saved;
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: options.poolName,
      UsernameConfiguration: { CaseSensitive: false },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: options.clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const ids: CognitoIds = { userPoolId, userPoolClientId: appClient.UserPoolClient!.ClientId! };
  writeFileSync(cognitoIdsFile(options.dataDir), JSON.stringify(ids, null, 2));
  return ids;
}
