/**
 * Tenant spaces and quotas (spec doc 2 §2, §3, §5; docs/tenancy.md): the quota plans a space is rented with, the
 * quota items an enterprise may raise, their monthly prices in fen, and the statuses of a space. Shared by the
 * server (which prices and checks) and the console (which shows the same figures before submitting).
 */

/** The quota items of an enterprise: CPU in cores, memory, disk and database space in MB, big-data storage in MB. */
export const QUOTA_ITEMS = ['CPU_CORES', 'MEMORY_QUOTA', 'DISK_QUOTA', 'DATABASE_QUOTA', 'BIGDATA_QUOTA'] as const;
export type QuotaItem = (typeof QUOTA_ITEMS)[number];

/** A quota plan a tenant space is rented with (its resources are the enterprise's quota while the space is online). */
export interface QuotaPlan {
  readonly code: string;
  readonly name: string;
  readonly enName: string;
  /** Rent per month, fen. */
  readonly monthlyFen: number;
  readonly quota: Readonly<Record<QuotaItem, number>>;
}

/** The quota plans on offer (doc 2 §2 "quota plan, memory, price per month"; the figures are ours). */
export const QUOTA_PLANS: readonly QuotaPlan[] = [
  {
    code: 'basic',
    name: '基础版',
    enName: 'Basic',
    monthlyFen: 29_900,
    quota: { CPU_CORES: 4, MEMORY_QUOTA: 8_192, DISK_QUOTA: 51_200, DATABASE_QUOTA: 10_240, BIGDATA_QUOTA: 10_240 },
  },
  {
    code: 'standard',
    name: '标准版',
    enName: 'Standard',
    monthlyFen: 59_900,
    quota: { CPU_CORES: 8, MEMORY_QUOTA: 16_384, DISK_QUOTA: 102_400, DATABASE_QUOTA: 20_480, BIGDATA_QUOTA: 51_200 },
  },
  {
    code: 'professional',
    name: '专业版',
    enName: 'Professional',
    monthlyFen: 119_900,
    quota: {
      CPU_CORES: 16,
      MEMORY_QUOTA: 32_768,
      DISK_QUOTA: 204_800,
      DATABASE_QUOTA: 51_200,
      BIGDATA_QUOTA: 102_400,
    },
  },
];

/** A quota plan by code, `undefined` for an unknown one. */
export const quotaPlanOf = (code: string): QuotaPlan | undefined => QUOTA_PLANS.find((plan) => plan.code === code);

/**
 * What one unit of a quota item costs a month, in fen, when an enterprise raises it (`increase-quota`,
 * `apply-bigdata-quota`, `apply-tsdatabase-space`): a core, 1,024 MB of memory, 10,240 MB of disk, 1,024 MB of
 * database space, 10,240 MB of big-data storage.
 */
export const QUOTA_UNITS: Readonly<Record<QuotaItem, { readonly size: number; readonly monthlyFen: number }>> = {
  CPU_CORES: { size: 1, monthlyFen: 3_000 },
  MEMORY_QUOTA: { size: 1_024, monthlyFen: 1_500 },
  DISK_QUOTA: { size: 10_240, monthlyFen: 500 },
  DATABASE_QUOTA: { size: 1_024, monthlyFen: 800 },
  BIGDATA_QUOTA: { size: 10_240, monthlyFen: 1_000 },
};

/** The price of raising `item` by `units` units for `months` months, in fen. */
export const quotaIncreaseFen = (item: QuotaItem, units: number, months: number): number =>
  QUOTA_UNITS[item].monthlyFen * units * months;

/** The default months of a quota application (doc 2 §9). */
export const QUOTA_DEFAULT_MONTHS = 1;

/**
 * A tenant space's status codes (doc 2 §4: submitted for audit, online, offline, sealed; audit code 2 approves,
 * any other rejects). `0` rejected is ours: the rent was refunded and the domain is free again.
 */
export const NAMESPACE_STATUS = {
  rejected: '0',
  submitted: '1',
  online: '3',
  offline: '4',
  sealed: '5',
} as const;
export type NamespaceStatusCode = (typeof NAMESPACE_STATUS)[keyof typeof NAMESPACE_STATUS];

/** Who moves a space from one status to another (docs/tenancy.md "Statuses"); anything else is a 409. */
export const NAMESPACE_TRANSITIONS: Readonly<
  Record<
    NamespaceStatusCode,
    readonly { readonly to: NamespaceStatusCode; readonly by: 'auditor' | 'renewal' | 'platform-admin' }[]
  >
> = {
  '1': [
    { to: '3', by: 'auditor' },
    { to: '0', by: 'auditor' },
  ],
  '3': [
    { to: '4', by: 'renewal' },
    { to: '4', by: 'platform-admin' },
    { to: '5', by: 'platform-admin' },
  ],
  '4': [
    { to: '3', by: 'renewal' },
    { to: '3', by: 'platform-admin' },
    { to: '5', by: 'platform-admin' },
  ],
  '5': [],
  '0': [],
};

/** The audit code that approves (doc 2 §4); every other code rejects. */
export const APPROVE_CODE = '2';

/** A domain: lower-case letters and digits (doc 2 §5, one DNS label), 3 to 32 characters. */
export const DOMAIN_PATTERN = /^[a-z0-9]{3,32}$/;

/** The characters of a domain (its format message) and its length (told apart, so each has its own message). */
export const DOMAIN_CHARACTERS = /^[a-z0-9]+$/;
export const DOMAIN_LENGTH = { min: 3, max: 32 } as const;

/** A tenant space password: letters and digits (doc 2 §5), 8 to 32 characters. */
export const SPACE_PASSWORD_PATTERN = /^[A-Za-z0-9]{8,32}$/;

/** Days before a space's end on which its enterprise's administrators are told it cannot be renewed. */
export const RENEWAL_WARNING_DAYS = [7, 1] as const;

/** The texts of doc 2 §8 for tenant spaces, word for word in English, with our Chinese. */
export const TENANCY_MESSAGES = {
  domainTaken: {
    en: 'The domain name has been registered, domain name must be unique!',
    cn: '该域名已被注册，域名必须唯一！',
  },
  domainFormat: { en: 'The domain name can only contains letters or number', cn: '域名只能包含字母或数字' },
  monthsPositive: { en: 'Months must be a positive integer!', cn: '月数必须是正整数！' },
  initialized: { en: 'Initialize tenant space successful!', cn: '初始化租户空间成功！' },
  initializeFailed: { en: 'Initialize tenant space failed!', cn: '初始化租户空间失败！' },
} as const;

/** The names of the space statuses, both languages (the spec's answers carry `status: {code, name}`). */
export const NAMESPACE_STATUS_NAMES: Readonly<
  Record<NamespaceStatusCode, { readonly cn: string; readonly en: string }>
> = {
  '0': { cn: '已驳回', en: 'Rejected' },
  '1': { cn: '待审核', en: 'Awaiting audit' },
  '3': { cn: '已上线', en: 'Online' },
  '4': { cn: '已下线', en: 'Offline' },
  '5': { cn: '已封禁', en: 'Sealed' },
};

/** Whether `by` may move a space from `from` to `to` (the one table, `NAMESPACE_TRANSITIONS`). */
export const transitionAllowed = (from: string, to: string, by: 'auditor' | 'renewal' | 'platform-admin'): boolean =>
  (NAMESPACE_TRANSITIONS[from as NamespaceStatusCode] ?? []).some((step) => step.to === to && step.by === by);

/** A version publication into the platform namespace: waiting for audit, published, rejected (doc 2 §4). */
export const NAMESPACE_VERSION_STATUS_NAMES = {
  '0': { cn: '已驳回', en: 'Rejected' },
  '1': { cn: '待审核', en: 'Awaiting audit' },
  '2': { cn: '已发布', en: 'Published' },
} as const;

/** The platform-wide namespace every version is published into (doc 2 §1: the nil identifier). */
export const PLATFORM_NAMESPACE_NAME = 'platform';

/** How each quota item is named and counted on the screens and in `org-quotas`. */
export const QUOTA_ITEM_INFO: Readonly<
  Record<QuotaItem, { readonly name: string; readonly enName: string; readonly unit: 'core' | 'MB' }>
> = {
  CPU_CORES: { name: 'CPU', enName: 'CPU', unit: 'core' },
  MEMORY_QUOTA: { name: '内存', enName: 'Memory', unit: 'MB' },
  DISK_QUOTA: { name: '磁盘', enName: 'Disk', unit: 'MB' },
  DATABASE_QUOTA: { name: '数据库空间', enName: 'Database space', unit: 'MB' },
  BIGDATA_QUOTA: { name: '大数据配额', enName: 'Big-data quota', unit: 'MB' },
};

/** The items each quota screen raises: `increase-quota` the compute, the other two one item each. */
export const QUOTA_SCREEN_ITEMS = {
  'increase-quota': ['CPU_CORES', 'MEMORY_QUOTA', 'DISK_QUOTA'],
  'apply-bigdata-quota': ['BIGDATA_QUOTA'],
  'apply-tsdatabase-space': ['DATABASE_QUOTA'],
} as const satisfies Record<string, readonly QuotaItem[]>;

/** The most units of one item one application may add. */
export const MAX_QUOTA_UNITS = 1_000;

/** The rent of a plan for `months` months, fen (price per month × months; no discount on spaces). */
export const rentFen = (plan: QuotaPlan, months: number): number => plan.monthlyFen * months;

/** The price of a quota application (several items, the same months), fen. */
export const quotaApplicationFen = (items: readonly { item: QuotaItem; units: number }[], months: number): number =>
  items.reduce((sum, { item, units }) => sum + quotaIncreaseFen(item, units, months), 0);

/** How much of the item `units` units are (a core each, or the item's MB per unit). */
export const quotaAmountOf = (item: QuotaItem, units: number): number => QUOTA_UNITS[item].size * units;
