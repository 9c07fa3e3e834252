import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import {
  effectiveInvitationState,
  INVITATION_MAX_LINES,
  INVITATION_VALID_DAYS,
  parseInvitationLines,
  type InvitationLineError,
} from '../../../../shared/constants/organisation-rules.js';
import { invitationContracts as contracts } from '../../../../shared/contracts/organisation.js';
import type { Invitation, InvitationPage } from '../../../../shared/schemas/organisation-responses.js';
import { getEnterprise } from '../../identity/index.js';
import {
  disableInvitation,
  findRegisteredEmails,
  getInvitation,
  listInvitationsOfEnterprise,
  putInvitation,
  recordInvitationSent,
  renewInvitationToken,
  type InvitationRecord,
} from '../data/invitation.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { logger } from '../../../lib/logger.js';
import { consoleLink, sendEmail } from '../../../lib/notify/email.js';

/** Path of the public registration page the e-mailed link opens. */
export const INVITATION_PAGE_PATH = '/common/register-with-invitation-code';
/** Mails sent at once while a batch is delivered. */
const SEND_CONCURRENCY = 5;

/** sha256 of a link secret, hex: the only form in which a secret is stored. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Splits a link code `<invitationId>.<secret>`. */
export function splitCode(code: string): { invitationId: string; secret: string } {
  const dot = code.indexOf('.');
  return { invitationId: code.slice(0, dot), secret: code.slice(dot + 1) };
}

/** True when the secret matches the stored hash (constant time). */
export function secretMatches(invitation: InvitationRecord, secret: string): boolean {
  const expected = Buffer.from(invitation.tokenHash, 'hex');
  const actual = Buffer.from(hashSecret(secret), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A new link: secret (sent, never stored), its hash, and the code the link carries. */
function newLink(invitationId: string) {
  const secret = randomBytes(32).toString('base64url');
  return { code: `${invitationId}.${secret}`, tokenHash: hashSecret(secret) };
}

const validUntilFrom = (now: number) => new Date(now + INVITATION_VALID_DAYS * 24 * 3600 * 1000).toISOString();

/** The table's view of an invitation: the shown state, never the hash. */
export function invitationView(r: InvitationRecord, now = Date.now()): Invitation {
  return {
    id: r.id,
    enterpriseId: r.enterpriseId,
    name: r.name,
    email: r.email,
    state: effectiveInvitationState(r, now),
    createdAt: r.createdAt,
    ...(r.sentAt ? { sentAt: r.sentAt } : {}),
    validUntil: r.validUntil,
    invitedBy: r.invitedBy,
    ...(r.activatedAt ? { activatedAt: r.activatedAt } : {}),
    ...(r.userId ? { userId: r.userId } : {}),
  };
}

/** Sends the invitation mail and records the outcome (EMAIL_FAIL when SES refuses). */
async function deliver(
  invitation: InvitationRecord,
  link: { code: string; tokenHash: string },
  context: { enterpriseName?: string; resent: boolean },
): Promise<void> {
  const url = consoleLink(`${INVITATION_PAGE_PATH}?code=${encodeURIComponent(link.code)}`);
  const joinCn = context.enterpriseName ? `加入「${context.enterpriseName}」` : '注册平台账号';
  const joinEn = context.enterpriseName ? `join ${context.enterpriseName}` : 'create your platform account';
  const until = invitation.validUntil.slice(0, 10);
  const at = new Date().toISOString();
  try {
    await sendEmail({
      to: invitation.email,
      subject: context.enterpriseName
        ? `邀请您加入 ${context.enterpriseName} / Invitation to join ${context.enterpriseName}`
        : '平台账号邀请 / Your platform invitation',
      text:
        `${invitation.name}，您好：\n\n您被邀请${joinCn}。请在 ${until} 前打开以下链接完成注册：\n${url}\n\n` +
        `Hello ${invitation.name},\n\nYou are invited to ${joinEn}. Open this link before ${until} to register:\n${url}\n`,
    });
  } catch (error) {
    logger.warn('Invitation mail failed', { invitationId: invitation.id, error: error as Error });
    await recordInvitationSent({ invitationId: invitation.id, tokenHash: link.tokenHash, state: 'EMAIL_FAIL', at });
    return;
  }
  await recordInvitationSent({
    invitationId: invitation.id,
    tokenHash: link.tokenHash,
    state: context.resent ? 'REINVITED' : 'PENDING_ACTIVATE',
    at,
  });
}

/** Runs `task` over `list`, `limit` at a time. */
async function inBatches<T>(list: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < list.length; i += limit) await Promise.all(list.slice(i, i + limit).map(task));
}

/** The message of a refused line, for the 400's `fields`. */
function lineMessage(error: InvitationLineError): string {
  const what: Record<InvitationLineError['problem'], string> = {
    columns: 'expected name,email',
    emptyName: 'the name is empty',
    emptyEmail: 'the email is empty',
    nameTooLong: 'the name is too long',
    email: `${error.email} is not a valid email`,
    duplicate: `${error.email} appears twice`,
    registered: `${error.email} is already registered`,
  };
  return `Line ${error.line}: ${what[error.problem]}`;
}

/**
 * Validates the whole batch (line format, empty values, e-mail format,
 * duplicates, registered e-mails) and only then creates one invitation per
 * line and mails each link. A refused batch writes nothing.
 */
async function inviteBatch(options: {
  enterpriseId: string;
  content: string;
  invitedBy: string;
}): Promise<Invitation[]> {
  const enterprise =
    options.enterpriseId === NIL_ID ? undefined : await getEnterprise({ enterpriseId: options.enterpriseId });
  if (options.enterpriseId !== NIL_ID && !enterprise) throw new NotFoundError('Enterprise not found');
  const { lines, errors } = parseInvitationLines(options.content);
  if (lines.length + errors.length === 0) {
    throw new ValidationError('Enter at least one name,email line', [
      { field: 'body.content', message: 'Enter at least one name,email line' },
    ]);
  }
  if (lines.length > INVITATION_MAX_LINES) {
    const message = `At most ${INVITATION_MAX_LINES} invitations at once`;
    throw new ValidationError(message, [{ field: 'body.content', message }], { lines: [] });
  }
  const registered = await findRegisteredEmails({ emails: lines.map((l) => l.email) });
  const refused: InvitationLineError[] = [
    ...errors,
    ...lines
      .filter((l) => registered.has(l.email))
      .map((l) => ({ line: l.line, problem: 'registered' as const, email: l.email })),
  ].sort((a, b) => a.line - b.line);
  if (refused.length > 0) {
    throw new ValidationError(
      `The invitation list has ${refused.length} invalid line(s)`,
      refused.map((e) => ({ field: 'body.content', message: lineMessage(e) })),
      { lines: refused },
    );
  }
  const now = Date.now();
  const created: InvitationRecord[] = [];
  await inBatches(lines, SEND_CONCURRENCY, async (line) => {
    const id = randomUUID();
    const link = newLink(id);
    const invitation: InvitationRecord = {
      id,
      enterpriseId: options.enterpriseId,
      name: line.name,
      email: line.email,
      state: 'PENDING_INVITE',
      tokenHash: link.tokenHash,
      createdAt: new Date(now).toISOString(),
      validUntil: validUntilFrom(now),
      invitedBy: options.invitedBy,
      sendCount: 1,
    };
    await putInvitation({ invitation });
    created.push(invitation);
    await deliver(invitation, link, { enterpriseName: enterprise?.name, resent: false });
  });
  const stored = await Promise.all(created.map((i) => getInvitation({ invitationId: i.id })));
  return stored.flatMap((i) => (i ? [invitationView(i)] : []));
}

/** One page of an enterprise's invitations, newest first (read whole, paged in memory: hundreds at most). */
async function invitationPage(enterpriseId: string, page: number, size: number): Promise<InvitationPage> {
  const all = await listInvitationsOfEnterprise({ enterpriseId });
  const now = Date.now();
  return {
    content: all.slice(page * size, page * size + size).map((i) => invitationView(i, now)),
    totalElements: all.length,
    number: page,
    size,
  };
}

/** The invitation of this enterprise (404 for another enterprise's: nothing about it is revealed). */
async function ownInvitation(enterpriseId: string, invitationId: string): Promise<InvitationRecord> {
  const invitation = await getInvitation({ invitationId });
  if (!invitation || invitation.enterpriseId !== enterpriseId) throw new NotFoundError('Invitation not found');
  return invitation;
}

/** Resend: a new link (the old one dies), valid again for the full period, then the mail. */
async function resend(enterpriseId: string, invitationId: string): Promise<Invitation> {
  const invitation = await ownInvitation(enterpriseId, invitationId);
  const link = newLink(invitation.id);
  const validUntil = validUntilFrom(Date.now());
  if (!(await renewInvitationToken({ invitationId: invitation.id, tokenHash: link.tokenHash, validUntil }))) {
    throw new ConflictError(`An invitation in state ${effectiveInvitationState(invitation)} cannot be resent`, {
      reason: 'state',
    });
  }
  const enterprise = enterpriseId === NIL_ID ? undefined : await getEnterprise({ enterpriseId });
  await deliver({ ...invitation, validUntil }, link, { enterpriseName: enterprise?.name, resent: true });
  return invitationView((await getInvitation({ invitationId: invitation.id }))!);
}

/** Disable: the link stops working; activated invitations cannot be disabled. */
async function disable(enterpriseId: string, invitationId: string): Promise<Invitation> {
  const invitation = await ownInvitation(enterpriseId, invitationId);
  if (!(await disableInvitation({ invitationId: invitation.id }))) {
    throw new ConflictError(`An invitation in state ${effectiveInvitationState(invitation)} cannot be disabled`, {
      reason: 'state',
    });
  }
  return invitationView((await getInvitation({ invitationId: invitation.id }))!);
}

export const invitationRoutes = [
  /** The invitations of an enterprise, newest first, paged (`page` zero-based, `size`). */
  implement(contracts.enterpriseInvitations, async ({ params, query }) =>
    invitationPage(params.enterpriseId, query.page, query.size),
  ),
  /** Invites `name,email` lines (textarea or CSV text) to the enterprise: all or nothing. */
  implement(contracts.inviteToEnterprise, async ({ caller, params, body }) => ({
    invitations: await inviteBatch({
      enterpriseId: params.enterpriseId,
      content: body.content,
      invitedBy: caller.userId,
    }),
  })),
  implement(contracts.resendInvitation, async ({ params }) => resend(params.enterpriseId, params.invitationId)),
  implement(contracts.disableInvitation, async ({ params }) => disable(params.enterpriseId, params.invitationId)),

  /** Private invitations (`/console/user-invitation-private`): platform administrators invite individuals with no enterprise. */
  implement(contracts.privateInvitations, async ({ query }) => invitationPage(NIL_ID, query.page, query.size)),
  implement(contracts.invitePrivately, async ({ caller, body }) => ({
    invitations: await inviteBatch({
      enterpriseId: NIL_ID,
      content: body.content,
      invitedBy: caller.userId,
    }),
  })),
  implement(contracts.resendPrivateInvitation, async ({ params }) => resend(NIL_ID, params.invitationId)),
  implement(contracts.disablePrivateInvitation, async ({ params }) => disable(NIL_ID, params.invitationId)),
];
