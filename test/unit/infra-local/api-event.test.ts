import { describe, expect, it } from 'vitest';
import {
  buildHttpApiEvent,
  formatRequestTime,
  isTextContentType,
  parseQueryString,
  stringifyClaims,
  toGatewayResponse,
} from '../../../infra/local/gateway/api-event.js';

describe('HTTP API event builder', () => {
  it('comma-joins repeated query values and decodes them', () => {
    expect(parseQueryString('a=1&a=2&b=x%20y&c=')).toEqual({ a: '1,2', b: 'x y', c: '' });
    expect(parseQueryString('')).toBeUndefined();
  });

  it('treats JSON, text and forms as text and everything else as binary', () => {
    expect(isTextContentType('application/json; charset=utf-8')).toBe(true);
    expect(isTextContentType('application/vnd.api+json')).toBe(true);
    expect(isTextContentType('text/csv')).toBe(true);
    expect(isTextContentType('image/png')).toBe(false);
    expect(isTextContentType('multipart/form-data; boundary=x')).toBe(false);
  });

  it('stringifies claims like the JWT authorizer', () => {
    expect(stringifyClaims({ iat: 5, ok: true, groups: ['a', 'b'], sub: 's' })).toEqual({
      iat: '5',
      ok: 'true',
      groups: '[a b]',
      sub: 's',
    });
  });

  it('formats requestContext.time like API Gateway', () => {
    expect(formatRequestTime(new Date(Date.UTC(2020, 2, 12, 19, 3, 58)))).toBe('12/Mar/2020:19:03:58 +0000');
  });

  it('builds a public-route event without authorizer, query or path parameters', () => {
    const event = buildHttpApiEvent(
      {
        method: 'get',
        url: '/cas-url',
        headers: { Host: 'localhost:8080' },
        body: Buffer.alloc(0),
        sourceIp: '10.0.0.1',
      },
      { routeKey: 'GET /cas-url' },
      { apiId: 'local', domainName: 'localhost:8080', requestId: 'id=', now: new Date(0) },
    );
    expect(event).toEqual({
      version: '2.0',
      routeKey: 'GET /cas-url',
      rawPath: '/cas-url',
      rawQueryString: '',
      headers: { host: 'localhost:8080' },
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: 'localhost:8080',
        domainPrefix: 'localhost',
        http: { method: 'GET', path: '/cas-url', protocol: 'HTTP/1.1', sourceIp: '10.0.0.1', userAgent: '' },
        requestId: 'id=',
        routeKey: 'GET /cas-url',
        stage: '$default',
        time: '01/Jan/1970:00:00:00 +0000',
        timeEpoch: 0,
      },
      isBase64Encoded: false,
    });
  });
});

describe('gateway response mapping', () => {
  it('infers a 200 JSON response from a plain value', () => {
    const response = toGatewayResponse({ a: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.body.toString()).toBe('{"a":1}');
  });

  it('lowercases headers and decodes base64 bodies', () => {
    const response = toGatewayResponse({
      statusCode: 202,
      headers: { 'Content-Type': 'image/png' },
      body: 'AQI=',
      isBase64Encoded: true,
    });
    expect(response).toMatchObject({ statusCode: 202, headers: { 'content-type': 'image/png' } });
    expect([...response.body]).toEqual([1, 2]);
  });
});
