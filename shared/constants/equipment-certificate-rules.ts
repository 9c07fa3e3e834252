/**
 * Rules of equipment certificates that the console and the server both apply (spec doc 3 §3–§5, §2.4):
 * the status codes of the review state machine, the review categories and the field limits.
 */

/**
 * Certificate status codes. Doc 3 §4 names 1, 2, 3 and 5; `4` (destroy requested, waiting for its review) is
 * ours: the spec's destroy review needs a state to be in, and "any status but 1 selects the destroy review".
 */
export const CERTIFY_STATUS = {
  registered: '1',
  passed: '2',
  failed: '3',
  destroyRequested: '4',
  destroyed: '5',
} as const;
export type CertifyStatusCode = (typeof CERTIFY_STATUS)[keyof typeof CERTIFY_STATUS];

/** Status names in both languages. */
export const CERTIFY_STATUS_NAMES: Record<CertifyStatusCode, { readonly cn: string; readonly en: string }> = {
  '1': { cn: '待审核', en: 'Under review' },
  '2': { cn: '已生效', en: 'Active' },
  '3': { cn: '未通过', en: 'Rejected' },
  '4': { cn: '注销审核中', en: 'Destroy under review' },
  '5': { cn: '已注销', en: 'Destroyed' },
};

/** The statuses a reviewer acts on: a registration (1) or a destroy request (4). */
export const CERTIFY_STATUSES_UNDER_REVIEW: readonly CertifyStatusCode[] = ['1', '4'];
/** The statuses a certificate may be deleted in: never while it is live (2) or its destroy is reviewed (4). */
export const CERTIFY_STATUSES_DELETABLE: readonly CertifyStatusCode[] = ['1', '3', '5'];

/** Doc 3 §3: a review is of a registration or of a destroy (`getVerifyCategories`). */
export const VERIFY_CATEGORIES = [
  { code: 'REGISTER', name: '注册审核', nameEn: 'Registration review' },
  { code: 'DESTROY', name: '注销审核', nameEn: 'Destroy review' },
] as const;
export type VerifyCategoryCode = (typeof VERIFY_CATEGORIES)[number]['code'];

/** The review a status selects (doc 3 §4: status 1 the registration review, any other the destroy review). */
export const verifyCategoryOf = (status: string): VerifyCategoryCode => (status === '1' ? 'REGISTER' : 'DESTROY');

/** Field limits (the spec shows none; ours). */
export const CERTIFY_MAX_LENGTHS = { description: 100, text: 500 } as const;

/**
 * A page of a certificate list (`getEquipmentCertifyListByEnterpriseId`, `getEquipmentCertifyVerifyList`; ours): the
 * default, which a client that sends no `size` gets, is also the largest (an answered certificate is under 1 KB).
 */
export const CERTIFY_PAGE_SIZE = 1000;

/** The longest validity a certificate may ask for, in days (ours: ten years, like IoT Core's own certificates). */
export const CERTIFY_MAX_VALIDITY_DAYS = 3650;

/** The answer of a second download: the private key is kept until the first one only. */
export const KEY_ALREADY_DOWNLOADED =
  'The private key was downloaded already and is not kept; destroy this certificate and register a new one';

/**
 * A certificate rotation's states (ours, docs/equipment.md "Rotation"): a new certificate is issued, delivered and
 * awaited; the gateway's connect with it completes the rotation (the old one destroyed), a timeout or an error rolls
 * it back (the new one destroyed, the old one kept). `failed`: a step kept failing; an operator finishes it.
 */
export const ROTATION_STATUS = {
  issuing: 'issuing',
  issued: 'issued',
  awaiting: 'awaiting',
  connected: 'connected',
  completed: 'completed',
  rollingBack: 'rollingBack',
  rolledBack: 'rolledBack',
  failed: 'failed',
} as const;
export type RotationStatus = (typeof ROTATION_STATUS)[keyof typeof ROTATION_STATUS];

/** The states a rotation ends in: another one may start. */
export const ROTATION_ENDED: readonly RotationStatus[] = ['completed', 'rolledBack', 'failed'];

/** How long a rotation waits for the gateway to connect with its new certificate, in seconds (ours). */
export const ROTATION_WAIT_SECONDS = { min: 10, max: 86_400, default: 900 } as const;

/** Why a rotation was rolled back or failed, as its record says. */
export const ROTATION_REASON = {
  /** The gateway did not connect with its new certificate in time. */
  timeout: 'timeout',
  /** A step failed after its retries (issuing, delivering); the operators are alarmed. */
  error: 'error',
  /** The old certificate could not be revoked after the gateway switched; the new one is in use. */
  revokeFailed: 'revokeFailed',
  /** The rollback itself could not withdraw the new certificate. */
  rollBackFailed: 'rollBackFailed',
} as const;
export type RotationReason = (typeof ROTATION_REASON)[keyof typeof ROTATION_REASON];
