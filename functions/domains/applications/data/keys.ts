/**
 * Key builders of the applications domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const applicationKeys = {
  /** An application or module (publishing): meta item; its partition also holds module links, majors, reviews, subscriptions. */
  application: (applicationId: string) => ({ pk: `APP#${applicationId}`, sk: '#META' }),
  /** A module of a main application (its dependencies ride on the link). */
  applicationModule: (mainId: string, moduleId: string) => ({ pk: `APP#${mainId}`, sk: `MODULE#${moduleId}` }),
  majorVersion: (applicationId: string, majorId: string) => ({ pk: `APP#${applicationId}`, sk: `MAJOR#${majorId}` }),
  applicationReview: (applicationId: string, reviewedAt: string, reviewId: string) => ({
    pk: `APP#${applicationId}`,
    sk: `REVIEW#${reviewedAt}#${reviewId}`,
  }),
  subscription: (applicationId: string, userId: string) => ({ pk: `APP#${applicationId}`, sk: `SUB#${userId}` }),
  /** A version (minor) of an application, by id alone (`getVersionById/{id}`). */
  version: (versionId: string) => ({ pk: `VERSION#${versionId}`, sk: '#META' }),
  /** A resource plan, by id alone (`deleteResource/{id}`). */
  plan: (planId: string) => ({ pk: `PLAN#${planId}`, sk: '#META' }),
  /** The application category tree: one partition. */
  applicationCategory: (categoryId: string) => ({ pk: 'APPCATEGORIES', sk: `CAT#${categoryId}` }),
  /** A listed application's market entry: the market is one partition, read whole (docs/market.md). */
  marketEntry: (applicationId: string) => ({ pk: 'MARKET', sk: `APP#${applicationId}` }),
  /** When an application's market entry was last synced: guards the entry against an older sync's write. */
  marketSync: (applicationId: string) => ({ pk: `APP#${applicationId}`, sk: '#MARKET' }),
  /** A portal advertisement, in its order (`order` zero-padded, so the partition reads in order). */
  marketAdvertisement: (order: number, advertisementId: string) => ({
    pk: 'MARKETADS',
    sk: `AD#${String(order).padStart(6, '0')}#${advertisementId}`,
  }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const applicationIndexKeys = {
  /** gsi1: the applications a user created; gsi2: those of a company; gsi3: by status (the audit queue). */
  applicationByUser: (userId: string, createDate: string, id: string) => ({
    gsi1pk: `APPUSER#${userId}`,
    gsi1sk: `${createDate}#${id}`,
  }),
  applicationByCompany: (companyId: string, createDate: string, id: string) => ({
    gsi2pk: `APPCOMPANY#${companyId}`,
    gsi2sk: `${createDate}#${id}`,
  }),
  applicationByStatus: (code: string, updateDate: string, id: string) => ({
    gsi3pk: `APPSTATUS#${code}`,
    gsi3sk: `${updateDate}#${id}`,
  }),
  /** gsi1: the versions of an application; gsi2: those a user released; gsi3: by status (the audit queue). */
  versionOfApplication: (applicationId: string, releaseDate: string, id: string) => ({
    gsi1pk: `APPVERSIONS#${applicationId}`,
    gsi1sk: `${releaseDate}#${id}`,
  }),
  versionByUser: (userId: string, releaseDate: string, id: string) => ({
    gsi2pk: `VERUSER#${userId}`,
    gsi2sk: `${releaseDate}#${id}`,
  }),
  versionByStatus: (code: string, updateDate: string, id: string) => ({
    gsi3pk: `VERSTATUS#${code}`,
    gsi3sk: `${updateDate}#${id}`,
  }),
  /** gsi1: the resource plans of an application. */
  planOfApplication: (applicationId: string, createDate: string, id: string) => ({
    gsi1pk: `APPPLANS#${applicationId}`,
    gsi1sk: `${createDate}#${id}`,
  }),
  /** gsi1: the applications a user subscribes to (subscription items). */
  subscriptionOfUser: (userId: string, applicationId: string) => ({
    gsi1pk: `USERSUBS#${userId}`,
    gsi1sk: `APP#${applicationId}`,
  }),
} as const;

declare module '../../../lib/data/records.js' {
  /** The applications domain's values guarded by uniqueness markers. Code, name and English name platform-wide; versions, majors and plans per application (value `<applicationId>#<value>`); category codes platform-wide. */
  interface UniqueKinds {
    appCode: true;
    appName: true;
    appEnName: true;
    appVersion: true;
    appMajor: true;
    planName: true;
    planCode: true;
    categoryCode: true;
  }
}
