import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import {
  HttpError,
  NotFoundError,
  PhoneValidationRequiredError,
  UnauthorizedError,
  ValidationError,
  type FieldIssue,
} from '../errors.js';
import { logger, logInvocation } from '../logger.js';
import { loadCaller, PHONE_VALIDATION_ROUTES, type Caller, type VerifiedClaims } from '../auth/caller.js';
import type { AccessRule, ParameterRef } from '../auth/access-rule.js';
import { contractsOf, type Contract } from '../../../shared/contracts/contract.js';
import type { Implementation } from './implement.js';
import { evaluateAccess, parameterValue, type AccessFacts, type AccessInput } from '../auth/evaluate-access.js';
import { recordOf } from '../auth/record-enterprise.js';
import { installAccessServices, type AccessServices } from '../auth/access-services.js';
import { routeKeyOf } from '../auth/access-rule.js';
import { hasAnyPrivilege } from '../auth/privileges.js';
import { STORAGE_KEYS_IN_ANSWER, storageKeysIn } from '../data/storage-keys.js';
import { isHttpResponse } from './route.js';
import { isMultipart, parseMultipart } from './multipart.js';
import { parseInput } from './validation.js';
import { isAdministrative, reportWrite, type AuditHook, type AuditedWrite } from './audit-hook.js';

/**
 * A table of contracts and the lazy import of their implementations: the prefix's route table is built from the
 * contracts (plain data) at cold start, and the group's implementations and their domain modules are evaluated on
 * the first request one of them answers.
 */
export interface RouteGroup {
  readonly contracts: readonly Contract[];
  readonly load: () => Promise<readonly Implementation[]>;
}

/** A group of a contract table (or several) and the import of the implementations of its contracts. */
export const routeGroup = (
  contracts: Readonly<Record<string, Contract>> | readonly Readonly<Record<string, Contract>>[],
  load: () => Promise<readonly Implementation[]>,
): RouteGroup => ({ contracts: contractsOf(...(Array.isArray(contracts) ? contracts : [contracts])), load });

/** A route as matched before its implementation is loaded: method and path only. */
interface RouteEntry {
  readonly method: string;
  readonly pattern: RegExp;
  readonly paramNames: string[];
  /** Literal characters, to prefer `/a/b` over `/a/{x}` like API Gateway does. */
  readonly specificity: number;
  /** The contract and its implementation, loading the route's group on first use. */
  readonly resolve: () => Promise<Implementation>;
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** Fails closed: a contract nobody decided the access of never answers (nor does its handler build). */
function assertDecided(contract: Contract): void {
  if (!contract.access) throw new Error(`No access rule for ${routeKeyOf(contract)}`);
}

function entryOf(key: string, resolve: () => Promise<Implementation>): RouteEntry {
  const [method, path] = key.split(' ');
  const paramNames: string[] = [];
  const source = trimSlash(path)
    .split('/')
    .map((segment) => {
      const match = /^\{(\w+)\}$/.exec(segment);
      if (match) {
        paramNames.push(match[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return {
    method,
    pattern: new RegExp(`^${source}$`),
    paramNames,
    specificity: path.replace(/\{\w+\}/g, '').length,
    resolve,
  };
}

/** Loads a group once (a failed load is not kept: the next request tries again). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The entries of a contract group: its first request loads the implementations and checks each contract has one. */
function groupEntries(group: RouteGroup): RouteEntry[] {
  const load = once(async () => {
    const implementations = await group.load();
    const byKey = new Map(implementations.map((item) => [routeKeyOf(item.contract), item]));
    const missing = group.contracts.filter((contract) => !byKey.has(routeKeyOf(contract)));
    if (missing.length) throw new Error(`Contracts without an implementation: ${missing.map(routeKeyOf).join(', ')}`);
    return byKey;
  });
  return group.contracts.map((contract) => {
    const key = routeKeyOf(contract);
    return entryOf(key, async () => (await load()).get(key)!);
  });
}

/** What a prefix handler composes: contract groups, or implementations loaded with it. */
export type RouteSource = RouteGroup | Implementation;

const isGroup = (item: RouteSource): item is RouteGroup => 'contracts' in item;

/** The claims API Gateway's JWT authorizer verified, or undefined on a public route. */
function verifiedClaims(event: APIGatewayProxyEventV2): VerifiedClaims | undefined {
  const authorizer = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } })
    .authorizer;
  const claims = authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string') return undefined;
  const session = claims.origin_jti ?? claims.auth_time;
  return {
    sub: claims.sub,
    username: claims.username as string | undefined,
    iat: claims.iat as number | undefined,
    ...(session !== undefined && session !== '' ? { sessionKey: String(session) } : {}),
  };
}

/**
 * The longest path parameter any route takes (ids, codes, names, e-mail addresses are far shorter): a
 * longer one is refused before anything looks it up, whatever the route's own schema says.
 */
export const MAX_PATH_PARAMETER_LENGTH = 512;

/**
 * Decodes the path parameters as API Gateway hands them over (percent-encoded, in `rawPath`).
 * Malformed encodings (`%E0%A4%A`, `%`) and over-long values are the caller's mistake: a 400 naming
 * the parameter, never a 500.
 */
export function decodePathParameters(names: readonly string[], values: readonly string[]): Record<string, string> {
  const issues: FieldIssue[] = [];
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    let value: string;
    try {
      value = decodeURIComponent(values[i]);
    } catch {
      issues.push({ field: `path.${name}`, message: 'Malformed percent-encoding' });
      return;
    }
    if (value.length > MAX_PATH_PARAMETER_LENGTH) {
      issues.push({ field: `path.${name}`, message: `At most ${MAX_PATH_PARAMETER_LENGTH} characters` });
    }
    params[name] = value;
  });
  if (issues.length > 0) {
    throw new ValidationError(`Invalid path: ${issues.map((f) => `${f.field} (${f.message})`).join('; ')}`, issues);
  }
  return params;
}

/** What the access check found: the stored record a record-scoped rule loaded, and how to read it again. */
interface AccessOutcome {
  readonly record: unknown;
  /** Reads the rule's record again (after the write: `null` once deleted); absent where the rule names none. */
  readonly reload?: () => Promise<unknown>;
}

/**
 * Checks a route's rule before its input is validated and before it runs: the
 * decision is `evaluateAccess`; this loads the record and reads the grants it asks for.
 * Before the record lookup, `validateKeys` checks the values the lookup would use (an
 * over-long or ill-shaped id is a 400, not a failed table read).
 * Answers the stored record a record-scoped rule loaded, for the route.
 */
async function checkAccess(
  rule: AccessRule,
  caller: Caller | undefined,
  input: AccessInput,
  validateKeys: () => void,
): Promise<AccessOutcome> {
  let facts: AccessFacts = {};
  let outcome: AccessOutcome = { record: undefined };
  for (;;) {
    const step = evaluateAccess(rule, caller, input, facts);
    if (step.kind === 'admit') return outcome;
    if (step.kind === 'refuse') throw step.error;
    // Only rules past the anonymous check ask for facts, so the caller is known here.
    const known = caller as Caller;
    if (step.kind === 'load-record') {
      validateKeys();
      const valueOf = (ref: string) => parameterValue(input, ref as ParameterRef);
      const ref = step.record;
      const loaded = await recordOf(ref, valueOf, known.enterpriseId);
      outcome = {
        record: loaded.record,
        reload: () =>
          recordOf(ref, valueOf, known.enterpriseId).then(
            (again) => again.record,
            (error: unknown) => {
              if (error instanceof NotFoundError) return null;
              throw error;
            },
          ),
      };
      facts = { ...facts, recordEnterpriseId: loaded.enterpriseId };
    } else {
      facts = { ...facts, granted: await hasAnyPrivilege(known, step.enterpriseId, step.privileges) };
    }
  }
}

/** The request body: JSON, or a `multipart/form-data` body as its fields (`parseMultipart`). */
async function parseBody(event: APIGatewayProxyEventV2): Promise<unknown> {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'];
  if (isMultipart(contentType)) {
    return parseMultipart(Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8'), contentType!);
  }
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('Malformed JSON body', [{ field: 'body', message: 'Body is not valid JSON' }]);
  }
}

/**
 * The local stack, its integration tests and the e2e suite set `GUARD_STORAGE_KEYS`: there an answer of any route
 * that carries one of the table's own attributes (`storageKeysIn`: at any depth, in list items and nested records
 * too) is a 500 naming where, and fails whichever test reached it. Unset in AWS, where it costs nothing.
 */
const guardStorageKeys = process.env.GUARD_STORAGE_KEYS === '1';

/** The JSON of an answer's body, or undefined when it is none (a file, a redirect, an empty body). */
function answerJson(result: APIGatewayProxyStructuredResultV2): unknown {
  if (result.isBase64Encoded || !result.body) return undefined;
  try {
    return JSON.parse(result.body);
  } catch {
    return undefined;
  }
}

/**
 * The stored record after an administrative write, for its audit entry; when reading it fails, the route's answer
 * (the audit never fails the request it records).
 */
async function storedAfter(
  reload: () => Promise<unknown>,
  answer: APIGatewayProxyStructuredResultV2,
): Promise<unknown> {
  try {
    return await reload();
  } catch (error) {
    logger.warn('The audit could not read the record after the write', { error });
    return answerJson(answer);
  }
}

/** The answer, or a 500 when the guard finds a storage key in it. */
function guarded(result: APIGatewayProxyStructuredResultV2, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (!guardStorageKeys) return result;
  const found = storageKeysIn(answerJson(result));
  if (found.length === 0) return result;
  logger.error('An answer carries storage keys', { requestId, found });
  return json(500, {
    status: 500,
    error: STORAGE_KEYS_IN_ANSWER,
    message: `The answer carries storage keys: ${found.join(', ')}`,
    requestId,
  });
}

function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

/** The query parameters, an empty value meaning "not given" (`category=` is no category). */
function queryOf(event: APIGatewayProxyEventV2): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) {
    if (value !== undefined && value !== '') query[name] = value;
  }
  return query;
}

/**
 * Builds the one entry of an API prefix: a middy handler that matches the route table, loads the caller, checks
 * the contract's access rule, validates path, query and body with the contract's zod schemas (unknown fields are
 * dropped, never refused: `docs/contracts.md`), runs the implementation and maps typed errors to statuses. An
 * administrative write it admitted and validated is told to `audit` with its outcome (`isAdministrative`).
 */
export function createHttpHandler(source: readonly RouteSource[], services: AccessServices, audit?: AuditHook) {
  installAccessServices(services);
  const groups = source.filter(isGroup);
  const eager = source.filter((item): item is Implementation => !isGroup(item));
  [...eager.map((item) => item.contract), ...groups.flatMap((group) => group.contracts)].forEach(assertDecided);
  const entries = [
    ...eager.map((item) => entryOf(routeKeyOf(item.contract), () => Promise.resolve(item))),
    ...groups.flatMap(groupEntries),
  ].sort((a, b) => b.specificity - a.specificity);

  const baseHandler = async (
    event: APIGatewayProxyEventV2,
    context: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    const requestId = event.requestContext?.requestId ?? context.awsRequestId;
    // Set once an administrative write is admitted and its input valid: its outcome then goes to the audit log.
    let audited: Omit<AuditedWrite, 'after' | 'status'> | undefined;
    try {
      const method = event.requestContext.http.method.toUpperCase();
      const path = trimSlash(event.rawPath);
      const candidates = entries.filter((c) => c.pattern.test(path));
      if (candidates.length === 0) throw new NotFoundError(`No route for ${method} ${event.rawPath}`);
      const match = candidates.find((c) => c.method === method);
      if (!match) {
        return {
          ...json(405, { status: 405, error: 'MethodNotAllowed', message: `${method} is not allowed here`, requestId }),
          headers: { allow: [...new Set(candidates.map((c) => c.method))].join(', ') },
        };
      }
      const { contract, handler } = await match.resolve();
      const { access } = contract;
      // zod's English messages load with the first schemas, not at cold start (every schema module sets them too).
      const [schemas] = await Promise.all([contract.schemas(), import('../../../shared/schemas/zod-locale.js')]);
      const values = match.pattern.exec(path)!.slice(1);
      const rawQuery = queryOf(event);

      const claims = verifiedClaims(event);
      if (access !== 'public' && !claims) throw new UnauthorizedError();
      const rawParams = decodePathParameters(match.paramNames, values);
      const caller = claims ? await loadCaller(claims) : undefined;
      if (caller?.phoneValidationPending && !PHONE_VALIDATION_ROUTES.includes(contract.path)) {
        throw new PhoneValidationRequiredError();
      }
      // A malformed body is reported only to callers the rule admits, and only where the route reads a body.
      let rawBody: unknown;
      let bodyError: unknown;
      try {
        rawBody = await parseBody(event);
      } catch (error) {
        bodyError = error;
      }
      const validatePath = () => (schemas.params ? parseInput('path', schemas.params, rawParams) : rawParams);
      const validateQuery = () => (schemas.query ? parseInput('query', schemas.query, rawQuery) : {});
      const { record, reload } = await checkAccess(
        access,
        caller,
        { params: rawParams, query: rawQuery, body: rawBody },
        () => {
          validatePath();
          validateQuery();
        },
      );
      if (bodyError && schemas.body) throw bodyError;

      const params = validatePath();
      const query = validateQuery();
      // A body sent to a route that reads none is ignored, like any field the contract does not declare.
      const body = schemas.body ? parseInput('body', schemas.body, rawBody) : undefined;
      if (audit && caller && isAdministrative(contract)) {
        audited = {
          operation: contract.name,
          method,
          path: contract.path,
          caller,
          params: params as Record<string, unknown>,
          body,
          before: record,
          requestId,
        };
      }

      const result = await handler({
        params,
        query,
        body,
        caller: caller as Caller,
        record,
        headers: event.headers ?? {},
        sourceIp: event.requestContext.http.sourceIp,
        requestId,
        event,
      });
      const answer = guarded(isHttpResponse(result) ? result : json(200, result ?? null), requestId);
      if (audited) {
        const status = answer.statusCode ?? 200;
        // "After" is the stored record as the write left it where the rule names one (one more read, only for
        // administrative writes that succeeded), else what the route answered.
        const after = reload && status < 400 ? await storedAfter(reload, answer) : answerJson(answer);
        await reportWrite(audit, { ...audited, status, after });
      }
      return answer;
    } catch (error) {
      if (audited) {
        const status = error instanceof HttpError ? error.statusCode : 500;
        await reportWrite(audit, { ...audited, status, after: undefined });
      }
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) logger.error('Request failed', { error });
        // A refusal's details (a conflicting record's fields) are an answer too, so the guard reads them as well.
        const answer = guarded(
          json(error.statusCode, {
            status: error.statusCode,
            error: error.code,
            message: error.message,
            requestId,
            ...error.details,
          }),
          requestId,
        );
        // A rate limit's wait also goes in the standard header, for clients and proxies that honour it.
        const retryAfter = error.details.retryAfterSeconds;
        return typeof retryAfter === 'number'
          ? { ...answer, headers: { ...answer.headers, 'retry-after': String(Math.max(1, Math.ceil(retryAfter))) } }
          : answer;
      }
      logger.error('Unexpected error', { error: error as Error, requestId });
      return json(500, { status: 500, error: 'InternalError', message: 'Something went wrong on our side', requestId });
    }
  };

  const contractsServed = (): readonly Contract[] => [
    ...eager.map((item) => item.contract),
    ...groups.flatMap((group) => group.contracts),
  ];
  // The keys and contracts let `functions/route-access.ts` derive the table of every route's rule, and tests
  // match handlers against it.
  return Object.assign(middy(baseHandler).use(logInvocation()), {
    routeKeys: contractsServed().map(routeKeyOf),
    /** Every implementation this prefix serves, loading the groups. */
    loadImplementations: async (): Promise<Implementation[]> => [
      ...eager,
      ...(await Promise.all(groups.map((group) => group.load()))).flat(),
    ],
    /** Every route this prefix serves with its rule and request schemas (the authorization matrix reads them). */
    loadRoutes: async () => [
      ...(await Promise.all(
        contractsServed().map(async ({ method, path, access, schemas }) => ({
          method,
          path,
          access,
          ...(await schemas()),
        })),
      )),
    ],
  });
}
