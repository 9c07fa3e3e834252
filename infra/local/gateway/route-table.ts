import type { FunctionDefinition } from '../../definitions/function-catalogue.js';

/** One HTTP API route of the catalogue. */
export interface HttpRoute {
  readonly routeKey: string;
  readonly method: string;
  readonly segments: readonly string[];
  readonly greedy: boolean;
  readonly functionId: string;
  readonly authorized: boolean;
}

export interface RouteMatch {
  readonly route: HttpRoute;
  readonly pathParameters: Record<string, string>;
}

const splitPath = (path: string) =>
  path.split('/').filter((segment, i, all) => !(segment === '' && (i === 0 || i === all.length - 1)));

/** Parses a route key `METHOD /path/{param}/{proxy+}`. */
export function parseRouteKey(routeKey: string, functionId: string, authorized: boolean): HttpRoute {
  const match = /^(ANY|GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/\S*)$/.exec(routeKey);
  if (!match) throw new Error(`Invalid HTTP route key "${routeKey}" of ${functionId}`);
  const segments = splitPath(match[2]);
  const greedy = segments.length > 0 && /^\{\w+\+\}$/.test(segments[segments.length - 1]);
  return { routeKey, method: match[1], segments, greedy, functionId, authorized };
}

/** Every HTTP route of the catalogue, protected routes first-class and public ones without the authorizer. */
export function catalogueRoutes(catalogue: readonly FunctionDefinition[]): HttpRoute[] {
  return catalogue
    .filter((f) => f.kind === 'http')
    .flatMap((f) => [
      ...f.routes.map((key) => parseRouteKey(key, f.id, true)),
      ...f.publicRoutes.map((key) => parseRouteKey(key, f.id, false)),
    ]);
}

const isParam = (segment: string) => /^\{\w+\+?\}$/.test(segment);
const paramName = (segment: string) => segment.replace(/^\{|\+?\}$/g, '');

function matchRoute(route: HttpRoute, method: string, segments: readonly string[]): Record<string, string> | undefined {
  if (route.method !== 'ANY' && route.method !== method) return undefined;
  const fixed = route.greedy ? route.segments.slice(0, -1) : route.segments;
  if (route.greedy ? segments.length <= fixed.length : segments.length !== fixed.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < fixed.length; i++) {
    if (isParam(fixed[i])) params[paramName(fixed[i])] = safeDecode(segments[i]);
    else if (fixed[i] !== segments[i]) return undefined;
  }
  if (route.greedy)
    params[paramName(route.segments[route.segments.length - 1])] = segments
      .slice(fixed.length)
      .map(safeDecode)
      .join('/');
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * API Gateway HTTP API priority: routes without a greedy variable before
 * greedy ones; among those, the first segment where two routes differ decides
 * (a literal beats a variable); a longer greedy prefix beats a shorter one; a
 * specific method beats ANY.
 */
export function compareRoutes(a: HttpRoute, b: HttpRoute): number {
  if (a.greedy !== b.greedy) return a.greedy ? 1 : -1;
  const length = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i++) {
    const aParam = isParam(a.segments[i]);
    const bParam = isParam(b.segments[i]);
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  if (a.segments.length !== b.segments.length) return b.segments.length - a.segments.length;
  if ((a.method === 'ANY') !== (b.method === 'ANY')) return a.method === 'ANY' ? 1 : -1;
  return 0;
}

/** Routes sorted once by priority; `match` returns the route API Gateway would pick. */
export class RouteTable {
  private readonly routes: HttpRoute[];

  constructor(routes: readonly HttpRoute[]) {
    this.routes = [...routes].sort(compareRoutes);
  }

  /** The best route for a method and raw path; a trailing slash falls back to the path without it. */
  match(method: string, rawPath: string): RouteMatch | undefined {
    const upper = method.toUpperCase();
    const segments = rawPath.split('/').slice(1);
    const attempts =
      segments.length > 1 && segments[segments.length - 1] === '' ? [segments, segments.slice(0, -1)] : [segments];
    for (const attempt of attempts) {
      const cleaned = attempt.length === 1 && attempt[0] === '' ? [] : attempt;
      if (cleaned.includes('')) continue;
      for (const route of this.routes) {
        const pathParameters = matchRoute(route, upper, cleaned);
        if (pathParameters) return { route, pathParameters };
      }
    }
    return undefined;
  }
}
