import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The signed-in user's access token, as Amplify would hand it over (undefined: nobody signed in).
const accessToken = vi.hoisted(() => ({ current: undefined as string | undefined }));
vi.mock('@/auth/amplify.js', () => ({ currentAccessToken: async () => accessToken.current }));

const { configureHttpClient } = await import('../../../web/src/api/http-client.js');
const { platformSocketUrl } = await import('../../../web/src/api/platform-socket.js');

const config = {
  stage: 'test',
  region: 'ap-southeast-1',
  userPoolId: 'ap-southeast-1_Test',
  userPoolClientId: 'client',
  apiBaseUrl: '',
  websocketUrl: 'wss://console.example.com/sia-equipment-websocket',
};
const requests: { url: string; method: string; authorization?: string }[] = [];
let tickets = 0;

beforeEach(() => {
  requests.length = 0;
  configureHttpClient({ baseUrl: 'https://console.example.com', getAccessToken: async () => accessToken.current });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return Response.json({ ...config });
    const headers = init.headers as Record<string, string>;
    requests.push({ url, method: init.method ?? 'GET', authorization: headers.Authorization });
    tickets += 1;
    return Response.json({ ticket: `ticket-${tickets}`, validUntil: new Date(Date.now() + 60_000).toISOString() });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  accessToken.current = undefined;
});

describe('the platform WebSocket address', () => {
  it('carries a fresh ticket from POST /api-me/websocketTicket on every (re)connect, never the token', async () => {
    accessToken.current = 'header.payload.signature';
    const first = await platformSocketUrl();
    const second = await platformSocketUrl();
    expect(first).toMatch(/^wss:\/\/console\.example\.com\/sia-equipment-websocket\?ticket=ticket-\d+$/);
    expect(second).not.toBe(first);
    expect(`${first}${second}`).not.toContain('header.payload.signature');
    expect(requests).toEqual([
      {
        url: 'https://console.example.com/api-me/websocketTicket',
        method: 'POST',
        authorization: 'Bearer header.payload.signature',
      },
      {
        url: 'https://console.example.com/api-me/websocketTicket',
        method: 'POST',
        authorization: 'Bearer header.payload.signature',
      },
    ]);
  });

  it('is undefined without a signed-in user, without asking for a ticket', async () => {
    await expect(platformSocketUrl()).resolves.toBeUndefined();
    expect(requests).toEqual([]);
  });
});
