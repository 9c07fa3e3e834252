import type { z } from 'zod/mini';
import type { AccessRule } from './access.js';

/**
 * One contract per route: its method, path, access rule, request schemas and answer schema, declared once here
 * and read by everything else — the function implements it (`implement(contract, handler)` in
 * `functions/lib/http/implement.ts`), the console calls it (`call(contract, …)` in `web/src/api/http-client.ts`),
 * and the access table, the public routes, the authorization matrix, the OpenAPI document and the conformance
 * suite are derived from the tables of contracts (`shared/contracts/index.ts`).
 *
 * The schemas load through a function: the console never calls it, so zod and the schemas stay out of its
 * bundle (the dynamic import becomes a chunk nobody fetches), and a function evaluates a route's schemas on the
 * route's first request rather than at cold start.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The response header that carries the cursor of a list's next page, on routes whose documented answer is a bare
 * array (no field can be added to it): absent on the last page; the client sends it back as the `cursor` parameter.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * The request headers a caller from another origin may send (CORS preflight, in AWS and locally): the session, the
 * body's type, the language of the answers' messages, and a payment's or purchase's `Idempotency-Key`.
 */
export const CORS_REQUEST_HEADERS = ['authorization', 'content-type', 'accept-language', 'idempotency-key'] as const;

/** The schemas of a route: its request parts and its answer (absent parts take nothing; no answer: any JSON). */
export interface ContractSchemas {
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly response?: z.ZodMiniType;
}

/** A route's contract. `name` is its key in its table, unique across the API (the OpenAPI `operationId`). */
export interface Contract<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  A extends AccessRule = AccessRule,
  S extends ContractSchemas = ContractSchemas,
> {
  readonly name: string;
  readonly method: M;
  /** Path template with `{name}` parameters, e.g. `/api-equipment/getEquipmentById/{id}`. */
  readonly path: P;
  /** Who may call it (`shared/contracts/access.ts`), checked before the implementation loads. */
  readonly access: A;
  /** The answer is one page of a list, continued by the cursor in `NEXT_CURSOR_HEADER`. */
  readonly nextCursorHeader?: true;
  /** The schemas, loaded once on first use. */
  readonly schemas: () => Promise<S>;
}

/** A contract as a table declares it: the schemas are picked from the table's loaded schema modules. */
export interface ContractSpec<L> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: AccessRule;
  readonly nextCursorHeader?: true;
  readonly schemas?: (modules: L) => ContractSchemas;
}

type Declared<K, T, L> =
  T extends ContractSpec<L>
    ? Contract<
        T['method'],
        T['path'],
        T['access'],
        T extends { readonly schemas: (modules: L) => infer S extends ContractSchemas } ? S : Record<never, never>
      > & { readonly name: K }
    : never;

/** A table of contracts, by name. */
export type ContractTable<L, T> = { readonly [K in keyof T]: Declared<K, T[K], L> };

/**
 * Declares a table of contracts whose schemas come from the modules `load` imports (dynamically, see above):
 * `defineContracts(() => import('../schemas/equipment.js'), { getEquipmentTypeList: { method, path, access,
 * schemas: (s) => ({ query: s.NoEquipmentQuerySchema, response: s.EquipmentTypeListSchema }) } })`.
 */
export function defineContracts<L, const T extends Record<string, ContractSpec<NoInfer<L>>>>(
  load: () => Promise<L>,
  table: T,
): ContractTable<L, T> {
  let loading: Promise<L> | undefined;
  const modules = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.fromEntries(
    Object.entries(table).map(([name, spec]) => {
      let schemas: Promise<ContractSchemas> | undefined;
      const contract: Contract = {
        name,
        method: spec.method,
        path: spec.path,
        access: spec.access,
        ...(spec.nextCursorHeader ? { nextCursorHeader: spec.nextCursorHeader } : {}),
        schemas: () => (schemas ??= modules().then((loaded) => spec.schemas?.(loaded) ?? {})),
      };
      return [name, contract];
    }),
  ) as ContractTable<L, T>;
}

/** The schemas a contract declares. */
export type SchemasOf<C> = C extends Contract<HttpMethod, string, AccessRule, infer S> ? S : never;

type Part<C, K extends keyof ContractSchemas> = SchemasOf<C> extends { readonly [P in K]: infer S } ? S : undefined;

/** A part as the route's implementation receives it (validated, defaults applied), or undefined when absent. */
export type InputOf<C, K extends 'params' | 'query' | 'body'> =
  Part<C, K> extends z.ZodMiniType ? z.output<Part<C, K>> : undefined;

/** A part as a client sends it, or undefined when the route takes none. */
export type RequestOf<C, K extends 'params' | 'query' | 'body'> =
  Part<C, K> extends z.ZodMiniType ? z.input<Part<C, K>> : undefined;

/** The answer of a route (unknown when it declares no answer schema). */
export type ResponseOf<C> = Part<C, 'response'> extends z.ZodMiniType ? z.output<Part<C, 'response'>> : unknown;

/** The names of a path template's `{parameters}`. */
export type PathParameterNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParameterNames<Rest>
  : never;

/** Every contract of some tables, as one list. */
export const contractsOf = (...tables: readonly Readonly<Record<string, Contract>>[]): Contract[] =>
  tables.flatMap((table) => Object.values(table));
