import type { MessageKey } from '@/i18n/messages.js';

/** Personal verification state from the verify code (spec doc 1 §4). */
export type VerificationState = 'verifying' | 'verified' | 'failed' | 'notCertified';

/** 1 or 2 verifying, 3 verified, 4 failed, anything else not verified. */
export function verificationState(code: string | number | undefined | null): VerificationState {
  switch (String(code ?? '').trim()) {
    case '1':
    case '2':
      return 'verifying';
    case '3':
      return 'verified';
    case '4':
      return 'failed';
    default:
      return 'notCertified';
  }
}

export interface VerificationLink {
  readonly href: string;
  readonly labelKey: MessageKey;
}

/**
 * Action links of the personal verification row (spec doc 1 §2):
 * edit-user-certify when verified or failed, create-user-certify when not
 * verified; verifying gets none. The spec's create-enterprise-details link
 * lives in the enterprise row, which offers it only while the enterprise has
 * no certification: beside a personal 已认证 it read as if the enterprise
 * still needed one.
 */
export function verificationLinks(code: string | number | undefined | null): VerificationLink[] {
  const state = verificationState(code);
  const links: VerificationLink[] = [];
  if (state === 'verified' || state === 'failed') {
    links.push({ href: '/console/edit-user-certify', labelKey: 'home.link.editUserCertify' });
  }
  if (state === 'notCertified') {
    links.push({ href: '/console/create-user-certify', labelKey: 'home.link.createUserCertify' });
  }
  return links;
}

/** Catalogue key of the state's label. */
export function verificationLabelKey(state: VerificationState): MessageKey {
  return `home.status.${state}` as MessageKey;
}
