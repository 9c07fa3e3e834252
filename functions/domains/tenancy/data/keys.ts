/**
 * Key builders of the tenancy domain's items in the single table (docs/tenancy.md, docs/data-model.md). The generic
 * pieces (uniqueness markers, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const tenancyKeys = {
  /** A tenant space (the spec's namespace), by id alone (`getNamespace/{id}`, the audit's body). */
  namespace: (namespaceId: string) => ({ pk: `NAMESPACE#${namespaceId}`, sk: '#META' }),
  /** An enterprise's quota counters: `total<Item>` and `available<Item>` of every quota item. */
  quota: (enterpriseId: string) => ({ pk: `QUOTA#${enterpriseId}`, sk: '#META' }),
  /** A reservation against an enterprise's quota (a deployment's), by its caller-chosen id. */
  quotaReservation: (enterpriseId: string, reservationId: string) => ({
    pk: `QUOTA#${enterpriseId}`,
    sk: `RESERVATION#${reservationId}`,
  }),
  /** A quota application granted for some months. */
  quotaGrant: (enterpriseId: string, grantId: string) => ({ pk: `QUOTA#${enterpriseId}`, sk: `GRANT#${grantId}` }),
  /** A version publication into the platform namespace (its id is the version's). */
  namespaceVersion: (versionId: string) => ({ pk: `NSVERSION#${versionId}`, sk: '#META' }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const tenancyIndexKeys = {
  /** gsi1: an enterprise's spaces (every status, rejected ones too), by creation. */
  namespaceOfEnterprise: (enterpriseId: string, createdAt: string, id: string) => ({
    gsi1pk: `NSENTERPRISE#${enterpriseId}`,
    gsi1sk: `${createdAt}#${id}`,
  }),
  /** gsi3: every space, by status then creation: the platform's list and (status 1) the audit queue. */
  namespaceByStatus: (statusCode: string, createdAt: string, id: string) => ({
    gsi3pk: 'NAMESPACES',
    gsi3sk: `${statusCode}#${createdAt}#${id}`,
  }),
  /**
   * gsi2 (sparse): what the renewal run looks at next and when — an online space before its end, an expired one that
   * renews automatically, a quota grant at its end.
   */
  renewalDue: (dueAt: string, id: string) => ({ gsi2pk: 'NSRENEWAL', gsi2sk: `${dueAt}#${id}` }),
  /** gsi3: the version publications, by status then creation (status 1: the audit queue). */
  namespaceVersionByStatus: (statusCode: string, createdAt: string, id: string) => ({
    gsi3pk: 'NSVERSIONS',
    gsi3sk: `${statusCode}#${createdAt}#${id}`,
  }),
} as const;

declare module '../../../lib/data/records.js' {
  /**
   * The tenancy domain's values guarded by uniqueness markers: a space's domain platform-wide (released when the
   * space is rejected), and one live space per enterprise (value the enterprise id).
   */
  interface UniqueKinds {
    namespaceDomain: true;
    namespaceOfEnterprise: true;
  }
}
