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
 * Action links of the personal info card (spec doc 1 §2): edit-user-certify
 * when verified or failed, create-user-certify when not verified, and
 * create-enterprise-details as well when the code is 3. Verifying gets none.
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
  if (state === 'verified') {
    links.push({ href: '/console/create-enterprise-details', labelKey: 'home.link.createEnterpriseDetails' });
  }
  return links;
}

/** Catalogue key of the state's label. */
export function verificationLabelKey(state: VerificationState): MessageKey {
  return `home.status.${state}` as MessageKey;
}
