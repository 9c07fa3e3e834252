import { createHash, randomUUID } from 'node:crypto';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { formatYuan, yuanToFen } from '../../../shared/constants/money-rules.js';
import {
  APPROVE_CODE,
  NAMESPACE_STATUS,
  TENANCY_MESSAGES,
  quotaPlanOf,
  rentFen,
  transitionAllowed,
} from '../../../shared/constants/tenancy-rules.js';
import type { InitializeNamespace, NamespaceAudit } from '../../../shared/schemas/tenancy.js';
import type { Caller } from '../../lib/auth/caller.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { moveMoney, requestFingerprint } from '../accounts/index.js';
import { getEnterprise } from '../identity/index.js';
import {
  approveNamespace,
  changeStatusByAdmin,
  domainOwnerOf,
  getNamespaceRecord,
  liveNamespaceIdOf,
  rejectItems,
  rentItems,
  RENT_ITEM,
} from './data/namespace.js';
import type { NamespaceRecord } from './data/records.js';
import { tellEnterprise } from './notices.js';
import { addMonths, firstLookAt } from './periods.js';
import { hashSpacePassword } from './space-password.js';
import { namespaceStatusView } from './views/tenancy-views.js';

/*
 * Tenant spaces (docs/tenancy.md): renting one (charged in the transaction that creates it), its audit (approval
 * grants the plan's quota, rejection refunds the rent), and the platform administrators' status changes.
 */

/** A figure the client computed (yuan) against the server's (fen): 400 on its field with the right figure. */
export function checkClientFigure(field: string, sentYuan: number | undefined, rightFen: number): void {
  if (sentYuan === undefined || yuanToFen(sentYuan) === rightFen) return;
  throw new ValidationError(
    `${field} is ${formatYuan(rightFen)}`,
    [{ field, message: `Should be ${formatYuan(rightFen)}` }],
    { expected: formatYuan(rightFen) },
  );
}

/** An id derived from an idempotency key (the same key, the same record: a retry finds the first one). */
export function idOfKey(scope: string, key: string): string {
  const hex = createHash('sha256').update(`${scope}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The 409 of a domain someone holds, on the field the client named it with. */
const domainTaken = (field: string) =>
  new ConflictError(TENANCY_MESSAGES.domainTaken.en, {
    reason: 'domainTaken',
    fields: [{ field, message: TENANCY_MESSAGES.domainTaken.en }],
  });

/** The 409 of an enterprise that holds a live space already. */
const spaceExists = () => new ConflictError('The enterprise already has a tenant space', { reason: 'spaceExists' });

/**
 * Rents a tenant space for the caller's current enterprise: the plan's price × months is debited from the
 * enterprise's account (kind `rent`) in the one transaction that writes the space, its domain's marker, its
 * enterprise's one-live-space marker and its quota record. Refusals: 400 for a figure that is not the server's, 409
 * for a taken domain (the spec's message), a second live space, or too little balance (`insufficientBalance`). A
 * retry with the same `idempotencyKey` answers the first space and charges nothing twice.
 */
export async function initializeSpace(caller: Caller, body: InitializeNamespace): Promise<NamespaceRecord> {
  const enterpriseId = caller.enterpriseId;
  if (enterpriseId === NIL_ID) throw new ValidationError('Choose an enterprise first');
  const field = body.domain !== undefined ? 'body.domain' : 'body.name';
  const domain = (body.domain ?? body.name)!;
  const plan = quotaPlanOf(body.quotaPlan)!;
  const amountFen = rentFen(plan, body.period);
  checkClientFigure('body.price', body.price, plan.monthlyFen);
  checkClientFigure('body.amount', body.amount, amountFen);
  // Told apart before charging, for the right message; the transaction still decides a race.
  const [domainOwner, liveId, enterprise] = await Promise.all([
    domainOwnerOf(domain),
    liveNamespaceIdOf(enterpriseId),
    getEnterprise({ enterpriseId }),
  ]);
  const key = body.idempotencyKey;
  const id = key ? idOfKey(`namespace#${enterpriseId}`, key) : randomUUID();
  if (key && liveId === id) return (await getNamespaceRecord(id, true))!;
  if (domainOwner) throw domainTaken(field);
  if (liveId) throw spaceExists();
  const at = new Date().toISOString();
  const record: NamespaceRecord = {
    id,
    name: domain,
    enterpriseId,
    enterpriseName: enterprise?.name ?? '',
    ...(body.platform ? { platform: body.platform } : {}),
    quotaPlan: plan.code,
    monthlyFen: plan.monthlyFen,
    months: body.period,
    amountFen,
    description: body.description ?? '',
    autoRenewal: body.autoRenewal,
    passwordHash: await hashSpacePassword(body.password),
    statusCode: NAMESPACE_STATUS.submitted,
    createdAt: at,
    updatedAt: at,
    createUserId: caller.userId,
    createUserName: caller.username,
  };
  const moved = await moveMoney(
    {
      account: { kind: 'enterprise', id: enterpriseId },
      amountFen,
      direction: 'debit',
      kind: 'rent',
      description: {
        cn: `租户空间 ${domain} 租金（${plan.name}，${body.period} 个月）`,
        en: `Rent of tenant space ${domain} (${plan.enName}, ${body.period} months)`,
      },
      reference: { type: 'namespace', id },
      actor: { id: caller.userId, name: caller.username },
      ...(key
        ? {
            idempotencyKey: `rent#${key}`,
            fingerprint: requestFingerprint([domain, plan.code, body.period, body.autoRenewal, body.description ?? '']),
          }
        : {}),
    },
    rentItems(record),
    (index) => {
      if (index === RENT_ITEM.domain) return domainTaken(field);
      if (index === RENT_ITEM.enterprise) return spaceExists();
      return new ConflictError('The space could not be created; try again');
    },
  );
  if (!moved.replayed) return record;
  const first = await getNamespaceRecord(id, true);
  if (!first) throw new ConflictError('The first request under this key did not create a space');
  return first;
}

/** Whether the caller may read a space: a member of its enterprise, an auditor or a platform administrator. */
export const maySee = (caller: Caller, record: Pick<NamespaceRecord, 'enterpriseId'>): boolean =>
  caller.isPlatformAdmin || caller.isAuditor || caller.enterpriseIds.includes(record.enterpriseId);

/**
 * `getNamespace/{id}`: a space by its id; else, when the id is an enterprise the caller may see, that enterprise's
 * live space (undefined when it has none). 404 for anything else, also a space the caller may not see.
 */
export async function findSpace(caller: Caller, id: string): Promise<NamespaceRecord | undefined> {
  const record = await getNamespaceRecord(id);
  if (record) {
    if (!maySee(caller, record)) throw new NotFoundError('Tenant space not found');
    return record;
  }
  const seesEnterprise =
    caller.enterpriseIds.includes(id) ||
    ((caller.isPlatformAdmin || caller.isAuditor) && (await getEnterprise({ enterpriseId: id })) !== undefined);
  if (!seesEnterprise) throw new NotFoundError('Tenant space not found');
  const liveId = await liveNamespaceIdOf(id);
  return liveId ? getNamespaceRecord(liveId) : undefined;
}

/** The space an audit or a status change names, read consistently; 404 when there is none. */
async function requireSpace(id: string): Promise<NamespaceRecord> {
  const record = await getNamespaceRecord(id, true);
  if (!record) throw new NotFoundError('Tenant space not found');
  return record;
}

/** The 409 of a status change the table does not allow from the stored status. */
const notAllowed = (from: string, to: string) =>
  new ConflictError(`Changing the status from ${from} to ${to} is not allowed`, {
    reason: 'transitionNotAllowed',
    from,
    to,
  });

/** A date as the notices write it (both languages): `2026-05-03`. */
const day = (iso: string) => iso.slice(0, 10);

/** The result of an audit or a status change. */
export interface StatusResult {
  readonly id: string;
  readonly status: ReturnType<typeof namespaceStatusView>;
  readonly refund?: { entryId: string; amountFen: number; balanceFen: number };
}

/**
 * Audits a waiting space (doc 2 §4): code 2, or none, approves it (1 → 3, running from now for its months, the
 * plan's quota added to the enterprise's); any other code rejects it (1 → 0) and refunds its rent (a `refund` ledger
 * entry, key `refund#{id}`) in the one transaction that releases its domain and its enterprise's live-space marker.
 * The enterprise's administrators are told either way. 409 for a space no longer waiting.
 */
export async function auditSpace(caller: Caller, input: NamespaceAudit): Promise<StatusResult> {
  const record = await requireSpace(input.id);
  const approve = input.code === undefined || input.code === APPROVE_CODE;
  const to = approve ? NAMESPACE_STATUS.online : NAMESPACE_STATUS.rejected;
  if (!transitionAllowed(record.statusCode, to, 'auditor')) throw notAllowed(record.statusCode, to);
  const audit = { at: new Date().toISOString(), userId: caller.userId, userName: caller.username };
  if (approve) {
    const endsAt = addMonths(audit.at, record.months);
    await approveNamespace({
      record,
      plan: quotaPlanOf(record.quotaPlan)!,
      audit,
      endsAt,
      renewalDueAt: firstLookAt(endsAt, audit.at),
    });
    await tellEnterprise(
      record.enterpriseId,
      { template: 'tenancy.spaceApproved', params: { domain: record.name, end: day(endsAt) } },
      `tenant-space-approved-${record.id}`,
    );
    return { id: record.id, status: namespaceStatusView(to) };
  }
  const moved = await moveMoney(
    {
      account: { kind: 'enterprise', id: record.enterpriseId },
      amountFen: record.amountFen,
      direction: 'credit',
      kind: 'refund',
      description: {
        cn: `租户空间 ${record.name} 审核未通过，退回租金`,
        en: `Refund of the rent of tenant space ${record.name} (rejected)`,
      },
      reference: { type: 'namespace', id: record.id },
      actor: { id: caller.userId, name: caller.username },
      idempotencyKey: `refund#${record.id}`,
    },
    rejectItems(record, audit),
    () => notAllowed(record.statusCode, to),
  );
  await tellEnterprise(
    record.enterpriseId,
    { template: 'tenancy.spaceRejected', params: { domain: record.name, amount: formatYuan(record.amountFen) } },
    `tenant-space-rejected-${record.id}`,
  );
  return {
    id: record.id,
    status: namespaceStatusView(to),
    refund: { entryId: moved.entryId, amountFen: record.amountFen, balanceFen: moved.balanceFen },
  };
}

/**
 * A platform administrator's status change (docs/tenancy.md "Statuses"): online ↔ offline, or sealed, by the
 * transition table, in one write conditional on the status read (409 otherwise).
 */
export async function changeSpaceStatus(options: { id: string; to: string }): Promise<StatusResult> {
  const record = await requireSpace(options.id);
  if (!transitionAllowed(record.statusCode, options.to, 'platform-admin'))
    throw notAllowed(record.statusCode, options.to);
  const at = new Date().toISOString();
  await changeStatusByAdmin({
    record,
    to: options.to,
    at,
    ...(record.endsAt ? { renewalDueAt: firstLookAt(record.endsAt, at) } : {}),
  });
  return { id: record.id, status: namespaceStatusView(options.to) };
}
