import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { items } from '../../../functions/lib/data/records.js';
import { demoEnterpriseIds, demoRoles } from './demo-accounts.js';
import { demoPassword } from './demo-ids.js';
import { roleItems } from '../../../functions/domains/roles/data/records.js';
import { identityItems } from '../../../functions/domains/identity/data/records.js';

/**
 * The demo user of the sign-in phone check (docs/account-recovery.md):
 * `secure-ops`, staff of Demo Manufacturing, whose every sign-in must pass an
 * SMS code (read it in the local outbox) before the console loads.
 */
export const secureOpsUser = {
  username: 'secure-ops',
  email: 'secure-ops@demo.sia.example.com',
  phone: '13900009001',
} as const;

/** Creates `secure-ops` in Cognito when missing and writes its records (profile and session only when missing). */
export async function seedAccountDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { env } = context;
  const common = {
    region: env.AWS_REGION ?? 'us-east-1',
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
      : {}),
  };
  const cognito = new CognitoIdentityProviderClient({
    ...common,
    ...(env.COGNITO_ENDPOINT ? { endpoint: env.COGNITO_ENDPOINT } : {}),
  });
  const dynamo = new DynamoDBClient({
    ...common,
    ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
  });
  const documents = DynamoDBDocumentClient.from(dynamo);
  try {
    const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) =>
      attributes?.find((a) => a.Name === 'sub')?.Value;
    let sub: string | undefined;
    try {
      const existing = await cognito.send(
        new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: secureOpsUser.username }),
      );
      sub = subOf(existing.UserAttributes);
    } catch (error) {
      if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
      const created = await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: env.USER_POOL_ID,
          Username: secureOpsUser.username,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: secureOpsUser.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: env.USER_POOL_ID,
          Username: secureOpsUser.username,
          Password: demoPassword,
          Permanent: true,
        }),
      );
      sub = subOf(created.User?.Attributes);
    }
    if (!sub) throw new Error(`Cognito returned no sub for ${secureOpsUser.username}`);
    const enterpriseId = demoEnterpriseIds.manufacturing;
    const staffRole = demoRoles.find((r) => r.enterpriseId === enterpriseId && r.code === 'STAFF')!;
    const now = new Date().toISOString();
    const put = (item: object, createOnly = false) =>
      documents
        .send(
          new PutCommand({
            TableName: env.TABLE_NAME,
            Item: item as Record<string, unknown>,
            ...(createOnly ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
          }),
        )
        .catch((error: Error) => {
          if (error.name !== 'ConditionalCheckFailedException') throw error;
        });
    await Promise.all([
      put(
        identityItems.user({
          userId: sub,
          username: secureOpsUser.username,
          email: secureOpsUser.email,
          phone: secureOpsUser.phone,
          verifyStatusCode: '3',
          phoneValidationRequired: true,
          createdAt: now,
        }),
        true,
      ),
      put(
        identityItems.session({
          userId: sub,
          currentEnterpriseId: enterpriseId,
          currentRoleId: NIL_ID,
          updatedAt: now,
        }),
        true,
      ),
      put(items.unique('username', secureOpsUser.username, sub)),
      put(items.unique('email', secureOpsUser.email, sub)),
      put(items.unique('phone', secureOpsUser.phone, sub)),
      put(identityItems.membership({ userId: sub, enterpriseId, joinedAt: now })),
      put(roleItems.roleAssignment({ userId: sub, enterpriseId, roleId: staffRole.id, roleCode: staffRole.code })),
    ]);
    context.log(`Seeded ${secureOpsUser.username} (sign-ins need the phone check; password ${demoPassword})`);
  } finally {
    cognito.destroy();
    dynamo.destroy();
  }
}
