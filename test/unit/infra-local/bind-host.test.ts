import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { localConfig } from '../../../infra/config/stage-config.js';
import { startMqttBroker } from '../../../infra/local/engines/mqtt-broker.js';
import type { ShimContext } from '../../../infra/local/gateway/aws-shims.js';
import { startHttpGateway } from '../../../infra/local/gateway/http-gateway.js';
import { RouteTable } from '../../../infra/local/gateway/route-table.js';
import { accepts, freePort } from './listening.js';

/** An IPv4 address of this machine other than loopback, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((net) => net && net.family === 'IPv4' && !net.internal)?.address;

describe('the local stack listens on loopback unless told otherwise', () => {
  it('binds 127.0.0.1 by default and every interface only with SIA_BIND_HOST', () => {
    expect(localConfig({}).bindHost).toBe('127.0.0.1');
    expect(localConfig({ SIA_BIND_HOST: '0.0.0.0' }).bindHost).toBe('0.0.0.0');
  });

  it('starts the HTTP and WebSocket gateway on 127.0.0.1 when no host is given', async () => {
    const gateway = await startHttpGateway({
      port: 0,
      routes: new RouteTable([]),
      invoker: () => async () => ({}),
      authorize: async () => undefined,
      runtimeConfig: () => ({}) as never,
      shims: {} as ShimContext,
      log: () => undefined,
    });
    try {
      const address = gateway.server.address() as { address: string; port: number };
      expect(address.address).toBe('127.0.0.1');
      if (outsideAddress) expect(await accepts(outsideAddress, address.port)).toBe(false);
    } finally {
      await gateway.close();
    }
  });

  it('starts the MQTT broker (TCP and WebSocket) on loopback only when no host is given', async () => {
    const [port, wsPort] = [await freePort(), await freePort()];
    const broker = await startMqttBroker({
      port,
      wsPort,
      ruleTopicFilter: 'sia/#',
      onRuleMatch: async () => undefined,
      log: () => undefined,
    });
    try {
      expect(await accepts('127.0.0.1', port)).toBe(true);
      expect(await accepts('127.0.0.1', wsPort)).toBe(true);
      if (outsideAddress) {
        expect(await accepts(outsideAddress, port)).toBe(false);
        expect(await accepts(outsideAddress, wsPort)).toBe(false);
      }
    } finally {
      await broker.stop();
    }
  });
});
