/**
 * Organisation and invitation rules as plain values and pure functions, with
 * no zod: the API's schemas (`shared/schemas/organisation.ts`) and the
 * console's forms (which ship no zod) both build on them.
 */

/** Longest department, position or work-group name. */
export const ORG_NAME_MAX_LENGTH = 50;
/** Department and position codes: letters, digits, underscore and hyphen. */
export const ORG_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const WORK_NUM_MAX_LENGTH = 32;
/** Most work groups one user can belong to. */
export const MAX_WORK_GROUPS_PER_USER = 20;

/** Days an invitation link stays valid after it was (re)sent. */
export const INVITATION_VALID_DAYS = 7;
/** Most invitations one request may create (each is a mail). */
export const INVITATION_MAX_LINES = 100;
/** Invitation list page sizes. */
export const INVITATION_PAGE_SIZES = [10, 20, 50] as const;

/** Stored invitation states plus TIMEOUT, which a live invitation shows once its link has expired (spec doc 1 §4). */
export const INVITATION_STATES = [
  'PENDING_INVITE',
  'PENDING_ACTIVATE',
  'FAILED',
  'ACTIVATED',
  'TIMEOUT',
  'DISABLED',
  'REINVITED',
  'EMAIL_FAIL',
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** States whose link can still register (before it expires). */
export const ACTIVATABLE_STATES: readonly InvitationState[] = ['PENDING_INVITE', 'PENDING_ACTIVATE', 'REINVITED'];
/** States an administrator may resend from (a new link; the old one dies). */
export const RESENDABLE_STATES: readonly InvitationState[] = [
  'PENDING_INVITE',
  'PENDING_ACTIVATE',
  'REINVITED',
  'EMAIL_FAIL',
  'TIMEOUT',
];
/** States an administrator may disable. */
export const DISABLEABLE_STATES: readonly InvitationState[] = [
  'PENDING_INVITE',
  'PENDING_ACTIVATE',
  'REINVITED',
  'EMAIL_FAIL',
  'TIMEOUT',
];

// Deliberately loose (one @, no spaces, a dot in the domain); the server checks again.
const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Why one invitation line was refused. */
export type InvitationLineProblem =
  'columns' | 'emptyName' | 'emptyEmail' | 'nameTooLong' | 'email' | 'duplicate' | 'registered';

export interface InvitationLine {
  /** 1-based line number in the pasted text or the CSV file. */
  line: number;
  name: string;
  email: string;
}

export interface InvitationLineError {
  line: number;
  problem: InvitationLineProblem;
  /** The e-mail the problem is about, when there is one. */
  email?: string;
}

/** True for a line that is the optional `name,email` header. */
function isHeader(text: string): boolean {
  return /^\s*name\s*,\s*email\s*$/i.test(text) || /^\s*姓名\s*,\s*(邮箱|电子邮箱|email)\s*$/i.test(text);
}

/**
 * Parses `name,email` lines (a textarea or a CSV file): blank lines are
 * skipped, a header on the first non-blank line is optional, values may be
 * quoted. Every line with a problem is reported with its number, so the batch
 * is accepted or refused as a whole.
 */
export function parseInvitationLines(content: string): { lines: InvitationLine[]; errors: InvitationLineError[] } {
  const lines: InvitationLine[] = [];
  const errors: InvitationLineError[] = [];
  const seen = new Map<string, number>();
  let first = true;
  content
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      const line = index + 1;
      if (!raw.trim()) return;
      if (first && isHeader(raw)) {
        first = false;
        return;
      }
      first = false;
      const cells = raw.split(/[,，]/).map((cell) =>
        cell
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      );
      if (cells.length !== 2) {
        errors.push({ line, problem: 'columns' });
        return;
      }
      const [name, email] = cells;
      if (!name) errors.push({ line, problem: 'emptyName' });
      if (!email) errors.push({ line, problem: 'emptyEmail' });
      if (!name || !email) return;
      if (name.length > ORG_NAME_MAX_LENGTH) {
        errors.push({ line, problem: 'nameTooLong' });
        return;
      }
      if (!EMAIL_PATTERN.test(email) || email.length > 254) {
        errors.push({ line, problem: 'email', email });
        return;
      }
      const key = email.toLowerCase();
      if (seen.has(key)) {
        errors.push({ line, problem: 'duplicate', email });
        return;
      }
      seen.set(key, line);
      lines.push({ line, name, email });
    });
  return { lines, errors };
}

/** The state an invitation shows: a live one past its validity is TIMEOUT. */
export function effectiveInvitationState(
  invitation: { state: InvitationState; validUntil: string },
  now: number = Date.now(),
): InvitationState {
  return ACTIVATABLE_STATES.includes(invitation.state) && Date.parse(invitation.validUntil) <= now
    ? 'TIMEOUT'
    : invitation.state;
}
