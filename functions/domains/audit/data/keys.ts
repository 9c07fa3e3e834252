/**
 * Key builders of the audit log's entries (docs/data-model.md "Audit log"). Administrative writes are few (people
 * at consoles), so the platform-wide list is one partition sorted by time; the enterprise's and the actor's lists
 * are index partitions of the same item.
 */
export const auditKeys = {
  /** An entry in the platform-wide list: `AUDIT`, newest last by `<at>#<id>`. */
  entry: (at: string, id: string) => ({ pk: 'AUDIT', sk: `${at}#${id}` }),
} as const;

/** Secondary-index keys written on each entry. */
export const auditIndexKeys = {
  /** gsi1: an enterprise's entries (the enterprise the actor acted in), by time. */
  entryOfEnterprise: (enterpriseId: string, at: string, id: string) => ({
    gsi1pk: `AUDITENT#${enterpriseId}`,
    gsi1sk: `${at}#${id}`,
  }),
  /** gsi2: an actor's entries, by time. */
  entryOfActor: (userId: string, at: string, id: string) => ({
    gsi2pk: `AUDITACTOR#${userId}`,
    gsi2sk: `${at}#${id}`,
  }),
} as const;
