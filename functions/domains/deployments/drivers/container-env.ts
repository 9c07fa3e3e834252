import { readSecret } from '../../../lib/secrets.js';
import type { DeploymentSpec } from './runtime-driver.js';
import { appVisitPath } from './visit-path.js';

/**
 * The environment a deployed program gets (docs/deployments.md "Drivers"): where it is visited (`BASE_PATH`, without
 * the trailing slash), which deployment revision it is, and its database. The runtime adds `PORT`. The password is
 * handed over only here, never logged, and only when `withPassword` (in AWS, ECS reads it from the secret itself).
 */
export async function containerEnvironment(
  spec: DeploymentSpec,
  withPassword: boolean,
): Promise<Record<string, string>> {
  const env: Record<string, string> = {
    BASE_PATH: appVisitPath(spec.namespace, spec.appCode).replace(/\/$/, ''),
    APP_DEPLOYMENT_ID: spec.deploymentId,
    APP_REVISION: String(spec.revision),
  };
  const database = spec.database;
  if (database) {
    Object.assign(env, {
      DB_HOST: database.host,
      DB_PORT: String(database.port),
      DB_NAME: database.database,
      DB_USER: database.username,
    });
    if (withPassword) env.DB_PASSWORD = await readSecret(database.passwordSecretId);
  }
  return env;
}
