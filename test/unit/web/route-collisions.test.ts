import { describe, expect, it } from 'vitest';
import { functionCatalogue } from '../../../infra/definitions/function-catalogue.js';
import { catalogueRoutes, RouteTable } from '../../../infra/local/gateway/route-table.js';
import { apiPathPatterns } from '../../../infra/constructs/console-site.js';
import { consoleScreens, features } from '../../../web/src/routing/features.js';

const httpFunctions = functionCatalogue.filter((definition) => definition.kind === 'http');
const api = new RouteTable(catalogueRoutes(httpFunctions));

/** Whether CloudFront sends `path` to the API: its behaviours' path patterns (`*` any characters). */
const cloudFrontSendsToApi = (path: string) =>
  apiPathPatterns(httpFunctions).some((pattern) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path),
  );

/** Every address the console serves: the public pages and the console screens (a sample value for a parameter). */
const consoleAddresses = [
  ...features.flatMap((feature) => feature.public ?? []).map((route) => route.path),
  ...consoleScreens().map((screen) => screen.path),
]
  .filter((path) => path !== '*' && !path.endsWith('/*'))
  .map((path) => path.replace(/:\w+\??/g, 'x'));

describe('console and API addresses', () => {
  it('never collide: no API route, locally or behind CloudFront, takes an address the console serves', () => {
    expect(consoleAddresses).toContain('/login-validate');
    expect(consoleAddresses.filter((path) => api.match('GET', path) !== undefined)).toEqual([]);
    expect(consoleAddresses.filter(cloudFrontSendsToApi)).toEqual([]);
  });

  it('still sends the API calls below a console address to the API', () => {
    expect(api.match('GET', '/login-validate/getPhoneInfo')?.route.functionId).toBe('login-validate');
    expect(cloudFrontSendsToApi('/login-validate/getPhoneInfo')).toBe(true);
  });
});
