import { optionalEnv, requireEnv } from '../../../lib/env.js';

/**
 * Where deployed apps are visited and stored: `/apps/{namespace}/{appCode}/` on the console's origin (the local
 * gateway, CloudFront in AWS), its bundle and pointer under the same key prefix in the apps bucket
 * (docs/deployments.md "Drivers").
 */

/**
 * A path segment of a deployed app: a tenant space's domain (a-z, 0-9) or a lower-cased application code (a-z, 0-9,
 * `-`, `_`); anything else is refused.
 */
const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** `{namespace}/{appCode}`, checked: these two segments become a URL path and an object key prefix. */
export function appSlug(namespace: string, appCode: string): string {
  for (const [what, value] of [
    ['namespace', namespace],
    ['appCode', appCode],
  ] as const) {
    if (!SEGMENT.test(value)) throw new Error(`The ${what} "${value}" is not a path segment (a-z, 0-9, -, _)`);
  }
  return `${namespace}/${appCode}`;
}

/** The path an app is visited under: `/apps/{namespace}/{appCode}/`. */
export const appVisitPath = (namespace: string, appCode: string) => `/apps/${appSlug(namespace, appCode)}/`;

/** The apps-bucket prefix of an app (its revisions and pointer): `apps/{namespace}/{appCode}/`. */
export const appKeyPrefix = (namespace: string, appCode: string) => `apps/${appSlug(namespace, appCode)}/`;

/** The console's public origin: `PUBLIC_BASE_URL` when set, else `CONSOLE_URL` (both without a trailing slash). */
export function publicBaseUrl(): string {
  return (optionalEnv('PUBLIC_BASE_URL') ?? requireEnv('CONSOLE_URL')).replace(/\/+$/, '');
}

/** The full visit URL of an app on the console's origin. */
export const appVisitUrl = (namespace: string, appCode: string) =>
  `${publicBaseUrl()}${appVisitPath(namespace, appCode)}`;
