import { describe, expect, it } from 'vitest';
import { functionCatalogue } from '../../../infra/definitions/function-catalogue.js';
import { catalogueRoutes, parseRouteKey, RouteTable } from '../../../infra/local/gateway/route-table.js';

describe('route table', () => {
  const table = new RouteTable(catalogueRoutes(functionCatalogue));

  it.each([
    ['GET', '/api-me/', 'api-me', 'ANY /api-me'],
    ['GET', '/api-me', 'api-me', 'ANY /api-me'],
    ['GET', '/api-user/users/1/enterprises', 'api-user', 'ANY /api-user/{proxy+}'],
    ['POST', '/backendUsers/', 'api-user', 'POST /backendUsers'],
    ['GET', '/backendUsers/', 'api-user', 'ANY /backendUsers'],
    ['POST', '/api-user/usernameUnique/li', 'api-user', 'POST /api-user/usernameUnique/{username}'],
    ['GET', '/cas-url', 'api-me', 'GET /cas-url'],
    ['GET', '/delete-session', 'api-me', 'GET /delete-session'],
    ['POST', '/validateCode/123456', 'login-validate', 'POST /validateCode/{code}'],
    ['GET', '/api-user/passwordResetCodes', 'api-user', 'GET /api-user/passwordResetCodes'],
    ['POST', '/api-user/emailVerifications', 'api-user', 'POST /api-user/emailVerifications'],
    ['GET', '/api-user/invitations/abc.def', 'api-user', 'GET /api-user/invitations/{code}'],
    ['POST', '/api-user/invitationRegistrations', 'api-user', 'POST /api-user/invitationRegistrations'],
    ['GET', '/api-user/enterprises/e1/invitations', 'api-user', 'ANY /api-user/{proxy+}'],
  ])('%s %s goes to %s by %s', (method, path, functionId, routeKey) => {
    const match = table.match(method, path);
    expect(match?.route.functionId).toBe(functionId);
    expect(match?.route.routeKey).toBe(routeKey);
  });

  it('marks public routes as not authorized', () => {
    expect(table.match('GET', '/cas-url')?.route.authorized).toBe(false);
    expect(table.match('GET', '/api-me/')?.route.authorized).toBe(true);
    expect(table.match('POST', '/api-user/passwordResets')?.route.authorized).toBe(false);
    expect(table.match('GET', '/login-validate/getPhoneInfo')?.route.authorized).toBe(true);
  });

  it('does not match a method a specific route does not allow', () => {
    expect(table.match('POST', '/cas-url')).toBeUndefined();
    expect(table.match('GET', '/validateCode/1')).toBeUndefined();
  });

  it('decodes path parameters and joins greedy segments', () => {
    const local = new RouteTable([parseRouteKey('GET /a/{id}/{rest+}', 'f', true)]);
    expect(local.match('GET', '/a/x%2Fy/b/c')?.pathParameters).toEqual({ id: 'x/y', rest: 'b/c' });
  });

  it('prefers literal segments over variables, variables over greedy, specific methods over ANY', () => {
    const local = new RouteTable([
      parseRouteKey('ANY /a/{proxy+}', 'greedy', true),
      parseRouteKey('ANY /a/{id}', 'any-param', true),
      parseRouteKey('GET /a/{id}', 'get-param', true),
      parseRouteKey('GET /a/b', 'literal', true),
    ]);
    expect(local.match('GET', '/a/b')?.route.functionId).toBe('literal');
    expect(local.match('GET', '/a/c')?.route.functionId).toBe('get-param');
    expect(local.match('PUT', '/a/c')?.route.functionId).toBe('any-param');
    expect(local.match('GET', '/a/c/d')?.route.functionId).toBe('greedy');
  });

  it('rejects malformed route keys', () => {
    expect(() => parseRouteKey('FETCH /x', 'f', true)).toThrow('Invalid HTTP route key');
  });
});
