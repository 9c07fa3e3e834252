import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { attachWebSocketGateway } from '../../../infra/local/gateway/websocket-gateway.js';

describe('local WebSocket gateway', () => {
  it('survives a client that resets its connection while $connect runs, and goes on accepting others', async () => {
    const routes: string[] = [];
    const server = createServer();
    const gateway = attachWebSocketGateway(server, {
      path: '/ws',
      routeKeys: ['$connect', '$disconnect', '$default'],
      stage: 'local',
      log: () => undefined,
      invoker: async (event) => {
        const routeKey = (event as { requestContext: { routeKey: string } }).requestContext.routeKey;
        routes.push(routeKey);
        // $connect takes a while, like a token check: long enough for the first client to hang up meanwhile.
        if (routeKey === '$connect') await new Promise((resolve) => setTimeout(resolve, 100));
        return { statusCode: 200 };
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const raw = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => raw.once('connect', resolve));
      raw.write(
        `GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${Buffer.from('0123456789abcdef').toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      raw.resetAndDestroy();
      await new Promise((resolve) => setTimeout(resolve, 150));

      const client = new WebSocket(`ws://127.0.0.1:${port}/ws`);
      await new Promise<void>((resolve, reject) => {
        client.once('open', () => resolve());
        client.once('error', reject);
      });
      client.close();
      expect(routes.filter((route) => route === '$connect')).toHaveLength(2);
    } finally {
      await gateway.shutdown();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
