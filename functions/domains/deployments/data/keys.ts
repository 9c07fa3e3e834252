/**
 * Key builders of the deployments domain's items in the single table (docs/deployments.md "Keys", docs/data-model.md).
 * The generic pieces (uniqueness markers, index names) are plumbing, in functions/lib/data/keys.ts.
 */

/** A revision number as a sort key: six digits, so the ledger reads in order. */
const revisionKey = (revision: number) => String(revision).padStart(6, '0');

export const deploymentKeys = {
  /** A deployment of an application into an enterprise's tenant space. */
  deployment: (deploymentId: string) => ({ pk: `DEPLOYMENT#${deploymentId}`, sk: '#META' }),
  /** One entry of a deployment's ledger (immutable once its outcome is final). */
  revision: (deploymentId: string, revision: number) => ({
    pk: `DEPLOYMENT#${deploymentId}`,
    sk: `REVISION#${revisionKey(revision)}`,
  }),
  /** A purchase (or renewal) of a deployment's months. */
  purchase: (deploymentId: string, purchaseId: string) => ({
    pk: `DEPLOYMENT#${deploymentId}`,
    sk: `PURCHASE#${purchaseId}`,
  }),
  /** An hour of a deployment's sampled use (`yyyy-mm-ddThh`, UTC). */
  usage: (deploymentId: string, hour: string) => ({ pk: `DEPLOYMENT#${deploymentId}`, sk: `USAGE#${hour}` }),
  /** The deployments of an application (one link per deployment): whom an approved version is offered to. */
  deploymentOfApplication: (applicationId: string, deploymentId: string) => ({
    pk: `DEPLOYAPP#${applicationId}`,
    sk: `DEPLOYMENT#${deploymentId}`,
  }),
  /** A quota threshold told to an enterprise once per item, threshold and month. */
  thresholdNotice: (enterpriseId: string, item: string, threshold: number, period: string) => ({
    pk: `DEPLOYNOTICE#${enterpriseId}`,
    sk: `${period}#${item}#${threshold}`,
  }),
  /** A version's deployment information as its publisher saved it (`app/saveInfo`). */
  appInfo: (versionId: string) => ({ pk: `TENANTAPPINFO#${versionId}`, sk: '#META' }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const deploymentIndexKeys = {
  /** gsi1: an enterprise's deployments, by creation. */
  deploymentOfEnterprise: (enterpriseId: string, createdAt: string, id: string) => ({
    gsi1pk: `DEPLOYENTERPRISE#${enterpriseId}`,
    gsi1sk: `${createdAt}#${id}`,
  }),
  /** gsi3: every deployment, by creation (the platform's list, the watch's round). */
  everyDeployment: (createdAt: string, id: string) => ({ gsi3pk: 'DEPLOYALL', gsi3sk: `${createdAt}#${id}` }),
  /** gsi2 (sparse): a purchased deployment's next look by the watch (a warning before its end, its end). */
  deploymentDue: (dueAt: string, id: string) => ({ gsi2pk: 'DEPLOYDUE', gsi2sk: `${dueAt}#${id}` }),
  /** gsi1: an application's saved deployment information, newest first. */
  appInfoOfApplication: (applicationId: string, updatedAt: string, versionId: string) => ({
    gsi1pk: `TENANTAPPINFOS#${applicationId}`,
    gsi1sk: `${updatedAt}#${versionId}`,
  }),
} as const;

declare module '../../../lib/data/records.js' {
  /** One deployment per enterprise and application (value `{enterpriseId}#{applicationId}`). */
  interface UniqueKinds {
    deploymentOfApp: true;
  }
}
