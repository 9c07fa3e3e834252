import { secretsManager } from './clients/secrets-manager.js';
import { withClient } from './clients/lazy-client.js';
import { requireEnv } from './env.js';

/**
 * Secrets (a deployed app's database password, a database login's password) live in Secrets Manager only: never in
 * the table, never in an answer, never in a log line. A secret's name is `<SECRETS_PREFIX><name>`, so the functions'
 * IAM policy can be scoped to the stage's prefix.
 */
const secretName = (name: string) => `${requireEnv('SECRETS_PREFIX')}${name}`;

/** Stores `value` under `name` (replacing the value of an existing secret, so a retried step is safe); answers its ARN. */
export async function putSecret(name: string, value: string): Promise<string> {
  return withClient(secretsManager, async (client, sdk) => {
    try {
      const created = await client.send(new sdk.CreateSecretCommand({ Name: secretName(name), SecretString: value }));
      return created.ARN!;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ResourceExistsException') throw error;
      const updated = await client.send(
        new sdk.PutSecretValueCommand({ SecretId: secretName(name), SecretString: value }),
      );
      return updated.ARN!;
    }
  });
}

/** The value of a secret by its ARN (or name); throws when it does not exist. */
export async function readSecret(id: string): Promise<string> {
  return withClient(secretsManager, async (client, sdk) => {
    const answer = await client.send(new sdk.GetSecretValueCommand({ SecretId: id }));
    return answer.SecretString ?? '';
  });
}

/** Deletes a secret (in AWS after the 7-day recovery window); one already gone is fine. */
export async function deleteSecret(id: string): Promise<void> {
  await withClient(secretsManager, async (client, sdk) => {
    try {
      await client.send(new sdk.DeleteSecretCommand({ SecretId: id, RecoveryWindowInDays: 7 }));
    } catch (error) {
      if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
    }
  });
}
