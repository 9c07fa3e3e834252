import type { AccessRule } from '../../../shared/contracts/access.js';
import type { Contract, InputOf, PathParameterNames, ResponseOf } from '../../../shared/contracts/contract.js';
import type { Caller } from '../auth/caller.js';
import type { HttpResponse, RecordOf, RouteRequest } from './route.js';

/** The caller a rule lets through: anyone (maybe anonymous) on a public route, a signed-in user otherwise. */
export type CallerOf<A extends AccessRule> = A extends 'public' ? Caller | undefined : Caller;

/** The path parameters as validated, or the template's names as strings when the contract has no params schema. */
type ParamsOf<C extends Contract> =
  InputOf<C, 'params'> extends undefined ? Record<PathParameterNames<C['path']>, string> : InputOf<C, 'params'>;

/** What an implementation of contract `C` receives. */
export type RequestFor<C extends Contract> = RouteRequest<
  ParamsOf<C>,
  InputOf<C, 'query'>,
  InputOf<C, 'body'>,
  CallerOf<C['access']>,
  RecordOf<C['access']>
>;

/** A route's implementation: its contract and the function that answers it. */
export interface Implementation {
  readonly contract: Contract;
  readonly handler: (request: RouteRequest<unknown, unknown, unknown, Caller | undefined, unknown>) => Promise<unknown>;
}

/**
 * Implements a contract: the handler receives the validated input typed from the contract's schemas, the caller
 * and the record its access rule loads, and must answer the contract's response type (or an explicit
 * `HttpResponse`). The check is the type checker's: answers are not parsed at run time.
 */
export function implement<C extends Contract>(
  contract: C,
  handler: (request: RequestFor<C>) => Promise<ResponseOf<C> | HttpResponse>,
): Implementation {
  return { contract, handler: handler as Implementation['handler'] };
}
