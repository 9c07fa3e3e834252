import type { AccessRule } from '../../../shared/contracts/access.js';
import {
  NEXT_CURSOR_HEADER,
  type Contract,
  type InputOf,
  type PathParameterNames,
  type ResponseOf,
} from '../../../shared/contracts/contract.js';
import type { Caller } from '../auth/caller.js';
import { respond, type HttpResponse, type RecordOf, type RouteRequest } from './route.js';

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

/** One page of a list: the contract's answer (its items) and the cursor of the next page, absent on the last. */
export interface ListPage<T> {
  readonly items: T;
  readonly cursor?: string;
}

/**
 * Implements a contract whose documented answer is a bare array and which pages it (`nextCursorHeader`): the
 * handler answers a page, whose items go out as that array and whose cursor goes out in `NEXT_CURSOR_HEADER`, so a
 * client that knows nothing of paging reads the first page exactly as the documented answer.
 */
export function implementPage<C extends Contract>(
  contract: C,
  handler: (request: RequestFor<C>) => Promise<ListPage<ResponseOf<C>>>,
): Implementation {
  if (!contract.nextCursorHeader) throw new Error(`${contract.name} does not declare nextCursorHeader`);
  return implement(contract, async (request) => {
    const page = await handler(request);
    return page.cursor
      ? respond(200, page.items, { 'cache-control': 'no-store', [NEXT_CURSOR_HEADER]: page.cursor })
      : page.items;
  });
}
