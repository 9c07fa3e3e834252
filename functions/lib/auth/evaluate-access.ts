import { NIL_ID } from '../../../shared/constants/ids.js';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.js';
import { privilegesOf, type AccessRule, type ParameterRef, type PrivilegeRef, type RecordRef } from './access-rule.js';
import type { Caller } from './caller.js';
import { recordNotFound } from './record-enterprise.js';

/** The raw request values a rule's parameter references point into (before input validation). */
export interface AccessInput {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly body: unknown;
}

/**
 * What the caller of the evaluator has looked up so far. The evaluator asks for
 * each fact (see `AccessStep`) only when the rule needs it, in this order.
 */
export interface AccessFacts {
  /**
   * The enterprise of the stored record the rule names (the caller's
   * current enterprise when the request leaves the parameter out), as `recordOf` answers it.
   */
  readonly recordEnterpriseId?: string;
  /** Whether the caller's roles in effect in the enterprise asked for grant the privilege (`hasPrivilege`). */
  readonly granted?: boolean;
}

/**
 * One step of the decision: admit, refuse with the exact error the caller gets,
 * or the one fact still needed (load the record the rule names; read the caller's grants).
 */
export type AccessStep =
  | { readonly kind: 'admit' }
  | { readonly kind: 'refuse'; readonly error: UnauthorizedError | ForbiddenError | NotFoundError }
  | { readonly kind: 'load-record'; readonly record: RecordRef }
  | { readonly kind: 'read-grants'; readonly enterpriseId: string; readonly privileges: readonly PrivilegeRef[] };

/** The non-empty string a `path.`/`query.`/`body.` reference names in the request, or undefined. */
export function parameterValue(input: AccessInput, ref: ParameterRef): string | undefined {
  const [part, name] = ref.split('.') as ['path' | 'query' | 'body', string];
  const source = part === 'path' ? input.params : part === 'query' ? input.query : input.body;
  const value = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const admit: AccessStep = { kind: 'admit' };
const refuse = (error: UnauthorizedError | ForbiddenError | NotFoundError): AccessStep => ({ kind: 'refuse', error });

/** The 403 for privileges the caller's grants lack (the platform scope is platform administrators only). */
export const privilegeRefusal = (enterpriseId: string, privilege: PrivilegeRef | readonly PrivilegeRef[]) =>
  new ForbiddenError(
    enterpriseId === NIL_ID
      ? 'Platform administrators only'
      : `Your current role does not grant ${typeof privilege === 'string' ? privilege : privilege.join(' or ')} in this enterprise`,
  );

const privilegeRefused = (enterpriseId: string, privileges: readonly PrivilegeRef[]) =>
  refuse(privilegeRefusal(enterpriseId, privileges));

/**
 * The pure decision of a route's access rule: given the rule, the caller (undefined:
 * anonymous), the raw parameter values and the facts looked up so far, answers admit,
 * the exact refusal, or the next fact to look up. The HTTP handler does the I/O and
 * calls again with the fact added; the unit tests answer the facts from a model.
 */
export function evaluateAccess(
  rule: AccessRule,
  caller: Caller | undefined,
  input: AccessInput,
  facts: AccessFacts = {},
): AccessStep {
  if (rule === 'public') return admit;
  if (!caller) return refuse(new UnauthorizedError());
  if (rule === 'authenticated') return admit;
  if (rule === 'platform-admin') {
    return caller.isPlatformAdmin ? admit : refuse(new ForbiddenError('Platform administrators only'));
  }
  if (rule === 'auditor') {
    return caller.isAuditor || caller.isPlatformAdmin ? admit : refuse(new ForbiddenError('Platform auditors only'));
  }
  if ('self' in rule) {
    const value = parameterValue(input, rule.self);
    return value !== undefined && value !== caller.userId
      ? refuse(new ForbiddenError('You can only access your own records'))
      : admit;
  }
  if ('member' in rule) {
    const { member } = rule;
    if (typeof member === 'object') {
      // The record is loaded for everyone, platform administrators too: the route receives it (404 when missing).
      if (facts.recordEnterpriseId === undefined) return { kind: 'load-record', record: member };
      // A record of an enterprise the caller is no member of is not found, so its existence does not leak.
      return caller.isPlatformAdmin || caller.enterpriseIds.includes(facts.recordEnterpriseId)
        ? admit
        : refuse(recordNotFound(member));
    }
    if (caller.isPlatformAdmin) return admit;
    const enterpriseId = (member === 'current' ? undefined : parameterValue(input, member)) ?? caller.enterpriseId;
    return caller.enterpriseIds.includes(enterpriseId)
      ? admit
      : refuse(new ForbiddenError('Members of this enterprise only'));
  }
  let enterpriseId: string;
  if (typeof rule.enterprise === 'object') {
    if (facts.recordEnterpriseId === undefined) return { kind: 'load-record', record: rule.enterprise };
    enterpriseId = facts.recordEnterpriseId;
  } else {
    const named = rule.enterprise ? parameterValue(input, rule.enterprise) : undefined;
    if (named === undefined && rule.whenAbsent === 'platform-admin') {
      return caller.isPlatformAdmin ? admit : refuse(new ForbiddenError('Platform administrators only'));
    }
    enterpriseId = named ?? caller.enterpriseId;
  }
  const privileges = privilegesOf(rule);
  if (facts.granted === undefined) return { kind: 'read-grants', enterpriseId, privileges };
  return facts.granted ? admit : privilegeRefused(enterpriseId, privileges);
}
