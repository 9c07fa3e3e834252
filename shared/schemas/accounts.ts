import * as z from 'zod/mini';
import './zod-locale.js';
import { LEDGER_KIND_CODES, PERSON_ACCOUNT, TOP_UP_STATUSES } from '../constants/account-rules.js';
import { MAX_AMOUNT_FEN, MAX_MONTHS, fenToYuan, yuanToFen } from '../constants/money-rules.js';
import { CursorSchema, RecordIdSchema, optionalText } from './fields.js';

/**
 * Inputs and answers of accounts and money (`/api-account`; the spec's `executePayment`, the rest our design in
 * docs/money.md). Amounts travel in yuan (at most two decimals, converted exactly to fen on the server) beside
 * their fen figure in answers. One definition for the server and the console.
 */

/** Field limits of the accounts area. */
export const ACCOUNT_LIMITS = {
  /** A client's idempotency key (stored under a prefix of its call, so it never meets the server's own keys). */
  idempotencyKey: 128,
  remark: 200,
  reason: 200,
  ledgerPageSizes: [10, 20, 50, 100],
  requestPageSize: 50,
} as const;

/** The largest amount in yuan one call may carry. */
const MAX_YUAN = fenToYuan(MAX_AMOUNT_FEN);

/**
 * A positive amount of yuan with at most two decimals (a numeric text too, as a form may send it), up to
 * `MAX_AMOUNT_FEN`: converted exactly to fen by the server, never rounded.
 */
export const YuanAmountSchema = z.pipe(
  z.union([
    z.number({ error: 'Must be a number' }),
    z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'Must be a number')),
  ]),
  z
    .transform((value: number | string) => Number(value))
    .check(
      z.refine((yuan: number) => yuan > 0, 'Must be more than 0'),
      z.refine((yuan: number) => yuanToFen(yuan) !== undefined, 'At most two decimals (fen)'),
      z.refine((yuan: number) => yuan <= MAX_YUAN, `At most ${MAX_YUAN} yuan`),
    ),
);

/** A client's idempotency key: 1 to 128 visible characters (a UUID is the usual choice). */
export const IdempotencyKeySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Required'),
    z.maxLength(ACCOUNT_LIMITS.idempotencyKey, `At most ${ACCOUNT_LIMITS.idempotencyKey} characters`),
    z.regex(/^[\x21-\x7e]+$/, 'Visible ASCII characters only'),
  );

/**
 * `POST /api-account/executePayment {cost, userId, account}` (the spec's call): the caller (`userId`, 403 for
 * another) pays `cost` yuan from `account` (absent, `person` or the caller's id: the own account; an enterprise id:
 * that enterprise's, with `enterprise-account:pay` there). Ours: `appPlanId` with `periods` (months) prices an offer
 * on the server, whose price `cost` must equal; `idempotencyKey` (or the `Idempotency-Key` header) makes a retry
 * answer the first answer.
 */
export const ExecutePaymentSchema = z
  .object({
    cost: YuanAmountSchema,
    userId: RecordIdSchema,
    // The spec names the field without its type: an account number sent as a number is read as its text.
    account: z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value: string | number) => String(value).trim()).check(z.maxLength(64, 'Not a known account')),
      ),
    ),
    idempotencyKey: z.optional(IdempotencyKeySchema),
    appPlanId: z.optional(RecordIdSchema),
    periods: z.optional(
      z.coerce
        .number()
        .check(z.int('Whole months'), z.gte(1, 'At least 1 month'), z.lte(MAX_MONTHS, `At most ${MAX_MONTHS} months`)),
    ),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.appPlanId !== undefined && body.periods === undefined)
        context.addIssue({ code: 'custom', path: ['periods'], message: 'Required with appPlanId' });
      if (body.periods !== undefined && body.appPlanId === undefined)
        context.addIssue({ code: 'custom', path: ['appPlanId'], message: 'Required with periods' });
    }),
  );
export type ExecutePaymentInput = z.infer<typeof ExecutePaymentSchema>;

/** The answer of a payment: the account's balance after it, in yuan and fen, and its ledger entry. */
export const PaymentResponseSchema = z.object({
  balance: z.number(),
  balanceFen: z.number(),
  entryId: z.string(),
});

/** `…/enterprise/{enterpriseId}`. */
export const EnterpriseAccountParamsSchema = z.object({ enterpriseId: RecordIdSchema });

/** Nothing in the query. */
export const NoAccountQuerySchema = z.object({});

/** An account's balance, in yuan and fen, with its owner's name. */
export const AccountResponseSchema = z.object({
  balance: z.number(),
  balanceFen: z.number(),
  ownerName: z.optional(z.string()),
});
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/** An instant as ISO 8601 with its offset (`2026-03-01T00:00:00.000Z`, `2026-03-01T08:00:00+08:00`). */
const InstantSchema = z.iso.datetime({ offset: true, error: 'An ISO 8601 date and time' });

/** `ledger/…?kind&from&to&cursor&limit`: newest first, optionally one kind and a time range (both ends included). */
export const LedgerQuerySchema = z
  .object({
    kind: z.optional(z.enum(LEDGER_KIND_CODES, `One of ${LEDGER_KIND_CODES.join(', ')}`)),
    from: z.optional(InstantSchema),
    to: z.optional(InstantSchema),
    cursor: z.optional(CursorSchema),
    limit: z._default(
      z.coerce.number().check(
        z.int('A whole number'),
        z.refine(
          (size) => (ACCOUNT_LIMITS.ledgerPageSizes as readonly number[]).includes(size),
          `One of ${ACCOUNT_LIMITS.ledgerPageSizes.join(', ')}`,
        ),
      ),
      20,
    ),
  })
  .check(
    z.superRefine((query, context) => {
      if (query.from && query.to && Date.parse(query.from) > Date.parse(query.to))
        context.addIssue({ code: 'custom', path: ['to'], message: 'Not before from' });
    }),
  );
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>;

/** One ledger entry as the console shows it: a signed amount (credit +, debit −). */
export const LedgerEntrySchema = z.object({
  entryId: z.string(),
  kind: z.enum(LEDGER_KIND_CODES),
  amount: z.number(),
  amountFen: z.number(),
  description: z.object({ cn: z.string(), en: z.string() }),
  reference: z.optional(z.object({ type: z.string(), id: z.string() })),
  actorName: z.string(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** A page of a ledger, newest first, and the cursor of the next (absent on the last). */
export const LedgerPageSchema = z.object({ items: z.array(LedgerEntrySchema), cursor: z.optional(z.string()) });
export type LedgerPage = z.infer<typeof LedgerPageSchema>;

/** `POST topUpRequests`: a request to credit an account, which a platform administrator confirms. */
export const TopUpRequestCreateSchema = z.object({
  account: z._default(
    z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(64, 'Not a known account')),
    PERSON_ACCOUNT,
  ),
  amount: YuanAmountSchema,
  remark: optionalText(ACCOUNT_LIMITS.remark),
});
export type TopUpRequestCreateInput = z.infer<typeof TopUpRequestCreateSchema>;

/** `…topUpRequests?status&cursor` (own) and `topUpRequestsForConfirmation?status&cursor` (a status, pending unless said). */
export const TopUpRequestQuerySchema = z.object({
  status: z.optional(z.enum(TOP_UP_STATUSES, `One of ${TOP_UP_STATUSES.join(', ')}`)),
  cursor: z.optional(CursorSchema),
});

/** `topUpRequests/{id}/…`. */
export const TopUpRequestParamsSchema = z.object({ id: RecordIdSchema });

/** `PUT topUpRequests/{id}/reject {reason}`. */
export const TopUpRejectSchema = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.maxLength(ACCOUNT_LIMITS.reason, `At most ${ACCOUNT_LIMITS.reason} characters`),
    ),
});

/** A top-up request as its requester and the platform administrators see it. */
export const TopUpRequestSchema = z.object({
  id: z.string(),
  account: z.object({ kind: z.enum(['person', 'enterprise']), id: z.string(), name: z.string() }),
  amount: z.number(),
  amountFen: z.number(),
  remark: z.optional(z.string()),
  status: z.enum(TOP_UP_STATUSES),
  requesterId: z.string(),
  requesterName: z.string(),
  createdAt: z.string(),
  decidedAt: z.optional(z.string()),
  decidedByName: z.optional(z.string()),
  reason: z.optional(z.string()),
  /** After a confirmation: the account's balance right after the credit. */
  balance: z.optional(z.number()),
});
export type TopUpRequest = z.infer<typeof TopUpRequestSchema>;

/** A page of top-up requests, newest first. */
export const TopUpRequestPageSchema = z.object({ items: z.array(TopUpRequestSchema), cursor: z.optional(z.string()) });
