import { describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../../../shared/constants/ids.js';
import {
  privilegesOf,
  type AccessRule,
  type ParameterRef,
  type PrivilegeRef,
  type RecordKind,
} from '../../../../../functions/lib/auth/access-rule.js';
import type { Caller } from '../../../../../functions/lib/auth/caller.js';
import {
  evaluateAccess,
  parameterValue,
  type AccessFacts,
  type AccessInput,
} from '../../../../../functions/lib/auth/evaluate-access.js';
import { RECORD_NOT_FOUND } from '../../../../../functions/lib/auth/record-enterprise.js';
import { CURRENT_ENTERPRISE_KINDS, recordRefOf, routeAccessEntries, ruleKindOf } from './route-access-table.js';

/**
 * The authorization matrix over the rule evaluator: every entry of the route-access
 * table, decided for a caller its rule admits and for the callers it refuses (a member
 * of the enterprise whose roles lack the privilege, a member of another enterprise who
 * holds every privilege there, a platform auditor, anonymous), with the exact status and message; platform
 * administrators pass every privilege rule (the platform scope and the platform's own records included) and
 * no self rule. The facts
 * the evaluator asks for (the stored record's enterprise, the caller's grants) are
 * answered from a small model of one enterprise; `authorization-matrix.test.ts` checks a
 * sample per rule kind on the real engines.
 */

const ENTERPRISE = 'a0000000-0000-4000-8000-00000000e001';
const ELSEWHERE = 'a0000000-0000-4000-8000-00000000e002';
const KINDS = Object.keys(RECORD_NOT_FOUND) as RecordKind[];
/** What the loader answers for a record of another enterprise than the caller's current one: not found, or it. */
const hiddenOf = (kind: RecordKind | undefined): Outcome | undefined =>
  kind && CURRENT_ENTERPRISE_KINDS.includes(kind) ? { status: 404, message: RECORD_NOT_FOUND[kind] } : undefined;
/** The enterprise's stored records a record-scoped rule may name (id → its enterprise). */
const RECORDS = Object.fromEntries(KINDS.map((kind) => [kind, `${kind}-of-enterprise`])) as Record<RecordKind, string>;
/** The platform's own records of each kind (the nil enterprise's roles, menus, departments…). */
const PLATFORM_RECORDS = Object.fromEntries(KINDS.map((kind) => [kind, `${kind}-of-platform`])) as Record<
  RecordKind,
  string
>;
const recordEnterprise: Record<string, string> = Object.fromEntries([
  ...Object.values(RECORDS).map((id) => [id, ENTERPRISE]),
  ...Object.values(PLATFORM_RECORDS).map((id) => [id, NIL_ID]),
]);

interface Who {
  readonly caller: Caller;
  /** Privileges (`'<menu>:<code>'`) the roles in effect grant, by enterprise; `every` for all of them. */
  readonly grants: Readonly<Record<string, 'every' | readonly PrivilegeRef[]>>;
}

function who(
  userId: string,
  enterpriseIds: readonly string[],
  grants: Who['grants'],
  functionRoles: readonly string[] = [],
): Who {
  const rolesByEnterprise = Object.fromEntries(enterpriseIds.map((id) => [id, [`role-${userId}-${id}`]]));
  const enterpriseId = enterpriseIds[0] ?? NIL_ID;
  const caller: Caller = {
    userId,
    username: userId,
    enterpriseIds,
    enterpriseId,
    roleId: NIL_ID,
    enterpriseRoleIds: rolesByEnterprise[enterpriseId] ?? [],
    effectiveRoleIds: rolesByEnterprise[enterpriseId] ?? [],
    rolesByEnterprise,
    adminEnterpriseIds: [],
    functionRoles,
    isPlatformAdmin: functionRoles.includes('platform-admin'),
    isAuditor: functionRoles.includes('auditor'),
  };
  return { caller, grants };
}

const callers = {
  /** A member of the enterprise whose role grants every privilege there. */
  holder: who('holder', [ENTERPRISE], { [ENTERPRISE]: 'every' }),
  /** A member of the enterprise whose role grants only viewing the message centre. */
  lacker: who('lacker', [ENTERPRISE], { [ENTERPRISE]: ['message-center:view'] }),
  /** A member of another enterprise whose role there grants every privilege. */
  outsider: who('outsider', [ELSEWHERE], { [ELSEWHERE]: 'every' }),
  /** A member of the enterprise (current) without grants there, holding every privilege in another one of theirs. */
  holderElsewhere: who('holderElsewhere', [ENTERPRISE, ELSEWHERE], { [ELSEWHERE]: 'every' }),
  admin: who('admin', [], {}, ['platform-admin']),
  auditor: who('auditor', [], {}, ['auditor']),
} as const;
type Name = keyof typeof callers | 'anonymous';

/** What `hasPrivilege` answers for the model: platform administrators always, else the grants in that enterprise. */
function granted({ caller, grants }: Who, enterpriseId: string, privilege: PrivilegeRef): boolean {
  const held = grants[enterpriseId];
  return caller.isPlatformAdmin || held === 'every' || (held ?? []).includes(privilege);
}

type Outcome = 'admitted' | { readonly status: number; readonly message: string };

/** Runs the evaluator to its decision, answering each fact it asks for from the model, as `checkAccess` does. */
function decide(rule: AccessRule, name: Name, input: AccessInput): Outcome {
  const subject = name === 'anonymous' ? undefined : callers[name];
  let facts: AccessFacts = {};
  for (let asked = 0; asked < 3; asked++) {
    const step = evaluateAccess(rule, subject?.caller, input, facts);
    if (step.kind === 'admit') return 'admitted';
    if (step.kind === 'refuse') return { status: step.error.statusCode, message: step.error.message };
    if (step.kind === 'load-record') {
      const { kind, parameter } = recordRefOf(step.record);
      const id = parameterValue(input, parameter);
      const enterpriseId = id === undefined ? subject!.caller.enterpriseId : recordEnterprise[id];
      if (!enterpriseId) throw new Error(`The model has no record ${id}`);
      // The loader of an enterprise's own kind finds only the caller's current enterprise's records.
      const hidden = hiddenOf(kind);
      if (hidden && enterpriseId !== subject!.caller.enterpriseId) return hidden;
      facts = { ...facts, recordEnterpriseId: enterpriseId };
    } else {
      facts = {
        ...facts,
        granted: step.privileges.some((privilege) => granted(subject!, step.enterpriseId, privilege)),
      };
    }
  }
  throw new Error('The evaluator asked for more than a record and the grants');
}

/**
 * The request values of a call on the enterprise: the rule's parameter names the
 * enterprise, its record, or (self) the user `self` is; `enterprise` replaces the
 * enterprise id, `null` leaves the enterprise parameter out.
 */
function inputFor(
  rule: AccessRule,
  options: { self?: string; enterprise?: string | null; platformRecord?: boolean } = {},
): AccessInput {
  const input = {
    params: {} as Record<string, string>,
    query: {} as Record<string, string>,
    body: undefined as unknown,
  };
  const set = (ref: ParameterRef, value: string) => {
    const [part, name] = ref.split('.') as ['path' | 'query' | 'body', string];
    if (part === 'body') input.body = { ...(input.body as object), [name]: value };
    else (part === 'path' ? input.params : input.query)[name] = value;
  };
  const enterprise = options.enterprise === undefined ? ENTERPRISE : options.enterprise;
  if (typeof rule === 'string') return input;
  if ('self' in rule) set(rule.self, options.self!);
  else if ('member' in rule) {
    if (typeof rule.member === 'object') {
      const { kind, parameter } = recordRefOf(rule.member);
      set(parameter, RECORDS[kind]);
    } else if (rule.member !== 'current') set(rule.member, ENTERPRISE);
  } else if (typeof rule.enterprise === 'object') {
    const { kind, parameter } = recordRefOf(rule.enterprise);
    const records: Record<string, string> = options.platformRecord ? PLATFORM_RECORDS : RECORDS;
    set(parameter, records[kind]);
  } else if (rule.enterprise && enterprise !== null) set(rule.enterprise, enterprise);
  return input;
}

const unauthenticated = { status: 401, message: 'Authentication required' };
const forbidden = (message: string) => ({ status: 403, message });

interface Case {
  readonly name: Name;
  readonly scenario: string;
  readonly input: AccessInput;
  readonly expected: Outcome;
}

/** The callers a rule admits and those it refuses, with the exact refusal, by kind of rule. */
function casesOf(rule: AccessRule): Case[] {
  const on = (name: Name, expected: Outcome, scenario = '', input = inputFor(rule)): Case => ({
    name,
    scenario,
    input,
    expected,
  });
  const anonymous = on('anonymous', rule === 'public' ? 'admitted' : unauthenticated);
  if (rule === 'public') return [anonymous, on('outsider', 'admitted')];
  if (rule === 'authenticated') return [on('lacker', 'admitted'), on('outsider', 'admitted'), anonymous];
  if (rule === 'platform-admin') {
    const refused = forbidden('Platform administrators only');
    return [on('admin', 'admitted'), on('holder', refused), on('auditor', refused), on('outsider', refused), anonymous];
  }
  if (rule === 'auditor') {
    const refused = forbidden('Platform auditors only');
    return [
      on('auditor', 'admitted'),
      on('admin', 'admitted'),
      on('holder', refused),
      on('outsider', refused),
      anonymous,
    ];
  }
  if ('self' in rule) {
    const refused = forbidden('You can only access your own records');
    const naming = (self: string) => inputFor(rule, { self });
    return [
      on('holder', 'admitted', 'naming themselves', naming('holder')),
      on('lacker', refused, 'naming the holder', naming('holder')),
      on('outsider', refused, 'naming the holder', naming('holder')),
      // Own records are the caller's own even for the platform: no function role passes a self rule.
      on('admin', refused, 'naming the holder', naming('holder')),
      on('auditor', refused, 'naming the holder', naming('holder')),
      on('anonymous', unauthenticated, 'naming the holder', naming('holder')),
    ];
  }
  if ('member' in rule && typeof rule.member === 'object') {
    // A member of the record's enterprise (in any current enterprise of theirs, as far as the evaluator goes);
    // anyone else is told the record does not exist.
    const { kind } = recordRefOf(rule.member);
    return [
      on('lacker', 'admitted'),
      on('outsider', { status: 404, message: RECORD_NOT_FOUND[kind] }),
      on('admin', hiddenOf(kind) ?? 'admitted'),
      anonymous,
    ];
  }
  if ('member' in rule) {
    const refused = forbidden('Members of this enterprise only');
    // `current` names the caller's own current enterprise: an outsider is a member of theirs.
    const outsider =
      rule.member === 'current'
        ? on('outsider', 'admitted', 'in their own current enterprise')
        : on('outsider', refused);
    return [on('lacker', 'admitted'), on('admin', 'admitted'), outsider, anonymous];
  }
  const refused = forbidden(`Your current role does not grant ${privilegesOf(rule).join(' or ')} in this enterprise`);
  // A record of an enterprise's own kind, outside the caller's current enterprise: not found, whoever asks.
  const hidden = hiddenOf(typeof rule.enterprise === 'object' ? recordRefOf(rule.enterprise).kind : undefined);
  const cases = [
    on('holder', 'admitted'),
    // Platform administrators hold every privilege in every enterprise.
    on('admin', hidden ?? 'admitted'),
    on('lacker', refused),
    on('holderElsewhere', refused),
    // A platform auditor is no member of the enterprise: auditing grants no privilege.
    // (An auditor belongs to no enterprise: its current scope is the platform's.)
    on('auditor', hidden ?? (rule.enterprise === undefined ? forbidden('Platform administrators only') : refused)),
    anonymous,
  ];
  if (rule.enterprise === undefined) {
    // The caller's current enterprise is the one checked: an outsider acts in their own.
    cases.push(on('outsider', 'admitted', 'in their own current enterprise'));
  } else cases.push(on('outsider', hidden ?? refused));
  if (typeof rule.enterprise === 'string') {
    // The platform scope (the nil enterprise) is never granted through roles.
    const platform = inputFor(rule, { enterprise: NIL_ID });
    cases.push(
      on('holder', forbidden('Platform administrators only'), 'naming the platform', platform),
      on('admin', 'admitted', 'naming the platform', platform),
    );
  }
  if (typeof rule.enterprise === 'object') {
    // A record of the platform (nil enterprise) is platform administrators' alone, whatever the caller holds.
    const platform = inputFor(rule, { platformRecord: true });
    cases.push(
      on('holder', hidden ?? forbidden('Platform administrators only'), 'naming a platform record', platform),
      on('admin', 'admitted', 'naming a platform record', platform),
    );
  }
  if (rule.whenAbsent === 'platform-admin') {
    const absent = inputFor(rule, { enterprise: null });
    cases.push(
      on('holder', forbidden('Platform administrators only'), 'naming no enterprise', absent),
      on('admin', 'admitted', 'naming no enterprise', absent),
    );
  }
  return cases;
}

const cases = routeAccessEntries.flatMap(([routeKey, rule]) =>
  casesOf(rule).map((c) => {
    const who = c.scenario ? `${c.name} ${c.scenario}` : c.name;
    const outcome = c.expected === 'admitted' ? 'is admitted' : `gets ${c.expected.status}`;
    return { ...c, routeKey, rule, title: `${routeKey} (${ruleKindOf(rule)}): ${who} ${outcome}` };
  }),
);

describe('the rule evaluator over every entry of the route-access table', () => {
  it('covers every route with an admitted caller and a refused one (anonymous aside for public routes)', () => {
    for (const [routeKey] of routeAccessEntries) {
      const own = cases.filter((c) => c.routeKey === routeKey);
      expect(
        own.some((c) => c.expected === 'admitted'),
        routeKey,
      ).toBe(true);
      expect(own.some((c) => c.expected !== 'admitted') || own[0].rule === 'public', routeKey).toBe(true);
    }
  });

  const titled = (admitted: boolean) =>
    cases.filter((c) => (c.expected === 'admitted') === admitted).map((c) => [c.title, c] as const);

  it.each(titled(true))('%s', (_, { rule, name, input }) => {
    expect(decide(rule, name, input)).toBe('admitted');
  });

  it.each(titled(false))('%s', (_, { rule, name, input, expected }) => {
    const outcome = decide(rule, name, input);
    expect(outcome).toEqual(expected);
    // A refusal names no id of the enterprise or its records.
    for (const id of [ENTERPRISE, ...Object.values(RECORDS)]) expect(JSON.stringify(outcome)).not.toContain(id);
  });
});

describe('the order of the facts the evaluator asks for', () => {
  const recordRule: AccessRule = { privilege: 'role-list:view', enterprise: { role: 'path.roleId' } };

  it('asks for nothing to refuse an anonymous caller', () => {
    const step = evaluateAccess(recordRule, undefined, inputFor(recordRule));
    expect(step).toMatchObject({ kind: 'refuse', error: { statusCode: 401 } });
  });

  it('loads the named record first, then reads the grants in the record’s enterprise, not the caller’s', () => {
    const input = inputFor(recordRule);
    const { caller } = callers.outsider;
    expect(evaluateAccess(recordRule, caller, input)).toEqual({ kind: 'load-record', record: { role: 'path.roleId' } });
    expect(evaluateAccess(recordRule, caller, input, { recordEnterpriseId: ENTERPRISE })).toEqual({
      kind: 'read-grants',
      enterpriseId: ENTERPRISE,
      privileges: ['role-list:view'],
    });
  });

  it('hides a record of an enterprise the caller is no member of behind a member rule, and admits administrators', () => {
    const rule: AccessRule = { member: { gateway: 'path.id' } };
    const input: AccessInput = { params: { id: RECORDS.gateway }, query: {}, body: undefined };
    expect(evaluateAccess(rule, callers.outsider.caller, input)).toEqual({
      kind: 'load-record',
      record: { gateway: 'path.id' },
    });
    const facts = { recordEnterpriseId: ENTERPRISE };
    expect(evaluateAccess(rule, callers.outsider.caller, input, facts)).toMatchObject({
      kind: 'refuse',
      error: { statusCode: 404, message: 'Gateway not found' },
    });
    expect(evaluateAccess(rule, callers.holderElsewhere.caller, input, facts)).toEqual({ kind: 'admit' });
    expect(evaluateAccess(rule, callers.admin.caller, input, facts)).toEqual({ kind: 'admit' });
  });

  it('reads the grants in the caller’s current enterprise when the rule names none', () => {
    const rule: AccessRule = { privilege: 'menu-role-config-enterprise:view' };
    expect(evaluateAccess(rule, callers.outsider.caller, inputFor(rule))).toEqual({
      kind: 'read-grants',
      enterpriseId: ELSEWHERE,
      privileges: ['menu-role-config-enterprise:view'],
    });
  });

  it('admits a rule of several privileges on any one of them, and names them all when none is held', () => {
    const rule: AccessRule = {
      privilege: ['employee-list-management:view', 'employee-list-management-private:view'],
      enterprise: 'query.enterpriseId',
    };
    const input: AccessInput = { params: {}, query: { enterpriseId: ENTERPRISE }, body: undefined };
    expect(evaluateAccess(rule, callers.lacker.caller, input)).toEqual({
      kind: 'read-grants',
      enterpriseId: ENTERPRISE,
      privileges: ['employee-list-management:view', 'employee-list-management-private:view'],
    });
    const onlySecond: Who = {
      caller: callers.lacker.caller,
      grants: { [ENTERPRISE]: ['employee-list-management-private:view'] },
    };
    const step = evaluateAccess(rule, onlySecond.caller, input);
    const held = step.kind === 'read-grants' && step.privileges.some((p) => granted(onlySecond, ENTERPRISE, p));
    expect(evaluateAccess(rule, onlySecond.caller, input, { granted: held })).toEqual({ kind: 'admit' });
    expect(evaluateAccess(rule, callers.lacker.caller, input, { granted: false })).toMatchObject({
      kind: 'refuse',
      error: {
        statusCode: 403,
        message:
          'Your current role does not grant employee-list-management:view or employee-list-management-private:view in this enterprise',
      },
    });
  });

  it('ignores empty and non-string parameter values, as if the parameter were absent', () => {
    const rule: AccessRule = { privilege: 'message-group-enterprise:view', enterprise: 'body.enterpriseId' };
    const input = (body: unknown): AccessInput => ({ params: {}, query: {}, body });
    for (const body of [{ enterpriseId: '' }, { enterpriseId: 7 }, 'text', null, undefined]) {
      expect(evaluateAccess(rule, callers.lacker.caller, input(body))).toMatchObject({ enterpriseId: ENTERPRISE });
    }
  });
});
