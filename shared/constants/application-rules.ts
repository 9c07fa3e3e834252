/**
 * Rules of application publishing that the console and the server both apply (spec doc 2 §3–§5, §9):
 * status codes and the transitions between them, scopes, limits and the defaults of resource plans.
 * The transitions are our design (doc 2 §4 leaves them open); docs/applications.md explains them.
 */

/** Status codes of applications and versions (doc 2 §4). */
export const APP_STATUS = {
  saved: '0',
  submitted: '1',
  approved: '2',
  online: '3',
  offline: '4',
  archived: '5',
} as const;
export type AppStatusCode = (typeof APP_STATUS)[keyof typeof APP_STATUS];
export const APP_STATUS_CODES: readonly AppStatusCode[] = ['0', '1', '2', '3', '4', '5'];

/** Status names in both languages (the `applicationStatuses` lookup holds the same). */
export const APP_STATUS_NAMES: Record<AppStatusCode, { readonly cn: string; readonly en: string }> = {
  '0': { cn: '已保存', en: 'Saved' },
  '1': { cn: '待审核', en: 'Submitted for audit' },
  '2': { cn: '审核通过', en: 'Approved' },
  '3': { cn: '已上线', en: 'Online' },
  '4': { cn: '已下线', en: 'Offline' },
  '5': { cn: '已封存', en: 'Archived' },
};

/** Who may make a transition: the publisher (whoever manages the application) or a platform auditor. */
export type TransitionActor = 'publisher' | 'auditor';

/** One allowed status change. */
export interface StatusTransition {
  readonly from: AppStatusCode;
  readonly to: AppStatusCode;
  readonly by: TransitionActor;
  /** What the change means, for the docs and the result dialogs. */
  readonly action: 'submit' | 'withdraw' | 'approve' | 'reject' | 'online' | 'offline' | 'archive';
}

/**
 * Every allowed change of an application's or a version's status; anything else is a 409, checked in the same
 * conditional write as the change. A rejection returns the record to '0' with the reason kept in its review history.
 */
export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  { from: '0', to: '1', by: 'publisher', action: 'submit' },
  { from: '1', to: '0', by: 'publisher', action: 'withdraw' },
  { from: '1', to: '2', by: 'auditor', action: 'approve' },
  { from: '1', to: '0', by: 'auditor', action: 'reject' },
  { from: '2', to: '3', by: 'publisher', action: 'online' },
  { from: '3', to: '4', by: 'publisher', action: 'offline' },
  { from: '4', to: '3', by: 'publisher', action: 'online' },
  { from: '0', to: '5', by: 'publisher', action: 'archive' },
  { from: '2', to: '5', by: 'publisher', action: 'archive' },
  { from: '3', to: '5', by: 'publisher', action: 'archive' },
  { from: '4', to: '5', by: 'publisher', action: 'archive' },
];

/** The transitions into `to` that `by` may make (their `from` codes). */
export function allowedSources(to: string, by: TransitionActor): AppStatusCode[] {
  return STATUS_TRANSITIONS.filter((t) => t.to === to && t.by === by).map((t) => t.from);
}

/** The status changes that tell every subscriber (doc 2 §4: '2', '3' and '5'; '4' is the offline label of doc 2 §4). */
export const SUBSCRIBER_NOTICE_STATUSES: readonly string[] = ['2', '3', '4', '5'];

/** Release scopes (doc 2 §1): who owns the application. */
export const APP_SCOPES = ['platform', 'enterprise', 'private'] as const;
export type AppScope = (typeof APP_SCOPES)[number];

/** The fixed name of the platform operator, the company of platform-scope applications (doc 2 §3). */
export const PLATFORM_COMPANY_NAME = '平台运营方';

/** Largest logo, screenshot or document: 100 MB (doc 2 §5, §9). */
export const MAX_APP_FILE_BYTES = 104_857_600;

/** The checks of the auditor's pre-review report that can fail (docs/applications.md). */
export const PRE_REVIEW_CHECKS = [
  'missingFile',
  'fileTooLarge',
  'noPlan',
  'noScreenshot',
  'noHelpFile',
  'menuNameIsAppName',
  'urlNotHttps',
] as const;
export type PreReviewCheck = (typeof PRE_REVIEW_CHECKS)[number];

/** Detail file types of a version (doc 2 §3). */
export const DETAIL_FILE_TYPES = ['HELP', 'API', 'TEST_REPORT'] as const;
export type DetailFileType = (typeof DETAIL_FILE_TYPES)[number];

/** Screen heights (doc 2 §5, §9): the form's default, and what a new version is submitted with. */
export const SCREEN_HEIGHT_FORM_DEFAULT = 320;
export const SCREEN_HEIGHT_SUBMIT = 800;

/** Resource plan parameters and their defaults (doc 2 §5, §9). */
export const RESOURCE_DEFAULTS = {
  CPU_CORES: 1,
  MEMORY_QUOTA: 1024,
  DISK_QUOTA: 512,
  CONCURRENT_USER: -1,
} as const;
export const CPU_MIN = 0.5;
export const MEMORY_MIN = 1000;

/** The default purchase period of a plan (doc 2 §5). */
export const PERIOD_DEFAULT = {
  name: '月付',
  number: 1,
  timeUnit: 'MONTH',
  times: 1,
  limit: 9,
  discount: 1,
  remark: 'buy monthly, choose yearly for nine months or more',
} as const;
export const PERIOD_TIME_UNITS = ['MONTH', 'QUARTER', 'YEAR'] as const;

/** Lengths of application fields. */
export const APP_MAX_LENGTHS = {
  code: 64,
  name: 100,
  enName: 100,
  description: 2000,
  reason: 500,
  version: 32,
  authorityCode: 64,
  authorityName: 100,
  planName: 100,
  planCode: 64,
} as const;

/** An application code: letters, digits, `-` and `_`, starting with a letter (generated when left empty). */
export const APP_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** A version number: digits separated by dots, e.g. `1.0.0`. */
export const VERSION_PATTERN = /^\d+(\.\d+){0,3}$/;
