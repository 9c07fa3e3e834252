/**
 * Key builders of the database service's items in the single table (docs/databases.md, docs/data-model.md). The
 * generic pieces (uniqueness markers) are plumbing, in functions/lib/data/keys.ts.
 */
export const databaseKeys = {
  /**
   * A database of an enterprise, by the name it gave it: the key is the name, so the record's own
   * `attribute_not_exists` keeps the name unique in the enterprise, and one Query reads the enterprise's databases.
   */
  database: (enterpriseId: string, databaseName: string) => ({
    pk: `DBSERVICE#${enterpriseId}`,
    sk: `DB#${databaseName}`,
  }),
} as const;

/** The sort-key prefix of an enterprise's databases in its `DBSERVICE#` partition. */
export const DATABASE_SK_PREFIX = 'DB#';

declare module '../../../lib/data/records.js' {
  /**
   * The database service's values guarded by uniqueness markers: a database's name in the engine, platform-wide (it
   * is built from a hash of the enterprise, so two enterprises could in theory meet on one).
   */
  interface UniqueKinds {
    engineDatabase: true;
  }
}
