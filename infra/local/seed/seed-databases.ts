import { demoIds } from './demo-ids.js';

/** What a seed step is handed: the stack's environment (already in `process.env`) and its log. */
interface SeedContext {
  env: Record<string, string>;
  log: (message: string) => void;
}

/** The demo database's name (docs/databases.md "Demo data"). */
export const demoDatabaseName = 'demo_mes';

/**
 * The demo database login's password, published (README, docs/databases.md) so a demo purchase can hand it to the
 * app it deploys; shaped like a generated one (24 to 64 letters, digits, `_` and `-`), as the engine requires.
 */
export const demoDatabasePassword = 'Demo_pass_2026_demo_mes_db';

/**
 * Demo Manufacturing's database (docs/databases.md "Demo data"), so a deployment's form has one to fill in: created
 * through the database service itself — its quota reservation, its login in the local Secrets Manager and the real
 * database in the local PostgreSQL — once; a run that finds it leaves it. After the tenancy seed: it needs the
 * enterprise's online space and quota. Its login's password is `demoDatabasePassword`, so a demo purchase can hand it
 * to an app (a real login's is generated). The service's modules load here, once the stack's environment is set.
 */
export async function seedDatabasesDemo(context: SeedContext): Promise<void> {
  const enterpriseId = demoIds.enterprises.manufacturing;
  const { getDatabase } = await import('../../../functions/domains/databases/data/database.js');
  if (await getDatabase(enterpriseId, demoDatabaseName)) return;
  const { createDatabase } = await import('../../../functions/domains/databases/database-service.js');
  await createDatabase({ enterpriseId, userId: 'seed', username: 'ent-admin' }, demoDatabaseName, demoDatabasePassword);
  context.log(`Seeded Demo Manufacturing's database ${demoDatabaseName}`);
}
