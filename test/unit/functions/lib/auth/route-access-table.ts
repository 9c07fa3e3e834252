import { provideHandlerEnvironment } from '../../../../../infra/definitions/handler-environment.js';
import type { AccessRule, ParameterRef, RecordKind, RecordRef } from '../../../../../functions/lib/auth/access-rule.js';

provideHandlerEnvironment();
// Imported after the environment is in place: the route modules read it at module scope.
const { ROUTE_ACCESS } = await import('../../../../../functions/route-access.js');

/**
 * Every route's access rule as `[routeKey, rule]`, from the rules the routes declare. The ONE place the
 * authorization tests (unit evaluator matrix, integration sample) read the table the handlers enforce.
 */
export const routeAccessEntries: readonly (readonly [routeKey: string, rule: AccessRule])[] = Object.entries(
  ROUTE_ACCESS as Record<string, AccessRule>,
);

/**
 * The kinds an enterprise keeps as its own (`functions/platform.ts`): their loaders look only in the caller's current
 * enterprise, so another enterprise's record is not found, for platform administrators too.
 */
export const CURRENT_ENTERPRISE_KINDS: readonly RecordKind[] = [
  'gateway',
  'equipmentType',
  'product',
  'deviceGroup',
  'pushRule',
];

/** `path`, `query` or `body`: the part of the request a parameter reference reads. */
const partOf = (ref: ParameterRef) => ref.split('.')[0];

/** The kind of record a record-scoped rule loads and the parameter naming it. */
export function recordRefOf(ref: RecordRef): { kind: RecordKind; parameter: ParameterRef } {
  const [kind, parameter] = Object.entries(ref)[0] as [RecordKind, ParameterRef];
  return { kind, parameter };
}

/** Where a rule takes what it checks: `path`, `query`, `body`, or `<kind> in <part>` for a stored record. */
const scopeOf = (ref: ParameterRef | RecordRef): string => {
  if (typeof ref === 'string') return partOf(ref);
  const { kind, parameter } = recordRefOf(ref);
  return `${kind} in ${partOf(parameter)}`;
};

/**
 * The kind of a rule: its branch of the evaluator and where it takes the id it checks, e.g. `public`,
 * `self(query)`, `member(current)`, `member(gateway in path)`, `privilege(path)`, `privilege(role in query)`,
 * `privilege(query)+whenAbsent`.
 */
export function ruleKindOf(rule: AccessRule): string {
  if (typeof rule === 'string') return rule;
  if ('self' in rule) return `self(${partOf(rule.self)})`;
  if ('member' in rule) return `member(${rule.member === 'current' ? 'current' : scopeOf(rule.member)})`;
  const scope = rule.enterprise === undefined ? 'current' : scopeOf(rule.enterprise);
  return `privilege(${scope})${rule.whenAbsent ? '+whenAbsent' : ''}`;
}
