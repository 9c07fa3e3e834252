import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { identityKeys } from './keys.js';

/**
 * Records that one sign-in session of a user passed the phone check. The item
 * lives in the user's partition because `loadCaller` must see it on every
 * request; it expires (TTL) with the longest a sign-in can last.
 */
export async function recordPhoneValidation(options: {
  userId: string;
  sessionKey: string;
  validForSeconds: number;
  now?: number;
}): Promise<void> {
  const now = options.now ?? Date.now();
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...identityKeys.phoneValidation(options.userId, options.sessionKey),
        entity: 'phoneValidation',
        userId: options.userId,
        validatedAt: now,
        expiresAt: Math.floor(now / 1000) + options.validForSeconds,
      },
    }),
  );
}
