import { sessionContracts } from '@shared/contracts/identity.js';
import { currentAccessToken } from '@/auth/amplify.js';
import { loadRuntimeConfig } from '@/config.js';
import { call } from './http-client.js';
import { startRealtimeConnection, type RealtimeConnection } from './realtime-connection.js';

/*
 * The console tab's one platform WebSocket (`websocketUrl` of /config.json, `/sia-equipment-websocket`), shared by
 * everything live: the unread badge's pushes and the destinations screens subscribe to (an equipment's data). It
 * opens with the first holder and closes when the last one lets go. Loaded only with the code that holds it, never
 * in the first download.
 */

let runtimeConfig: ReturnType<typeof loadRuntimeConfig> | undefined;

/**
 * The platform WebSocket's URL with a fresh single-use ticket (`POST /api-me/websocketTicket`), asked for on every
 * (re)connect: browsers cannot set headers on a WebSocket, and the access token itself would stay in access logs as
 * part of the URL. Undefined when nobody is signed in (the connection tries again later). A refused ticket call
 * leaves the session alone (`silentUnauthorized`): the session check notices an ended session itself.
 */
export async function platformSocketUrl(): Promise<string | undefined> {
  runtimeConfig ??= loadRuntimeConfig();
  const [config, token] = await Promise.all([runtimeConfig, currentAccessToken()]);
  if (!token) return undefined;
  const { ticket } = await call(sessionContracts.websocketTicket, { silentUnauthorized: true });
  const base = /^wss?:/.test(config.websocketUrl)
    ? config.websocketUrl
    : `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${config.websocketUrl}`;
  return `${base}${base.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
}

let shared: { connection: RealtimeConnection; holders: number } | undefined;

/** A hold on the platform WebSocket: its connection, and the release (the last release closes it). */
export interface PlatformSocketHold {
  readonly connection: RealtimeConnection;
  release(): void;
}

/** Holds the console's platform WebSocket, opening it when nobody held it. */
export function acquirePlatformSocket(): PlatformSocketHold {
  const current = (shared ??= {
    connection: startRealtimeConnection({ socketUrl: platformSocketUrl, openSocket: (url) => new WebSocket(url) }),
    holders: 0,
  });
  current.holders += 1;
  let released = false;
  return {
    connection: current.connection,
    release: () => {
      if (released) return;
      released = true;
      current.holders -= 1;
      if (current.holders > 0 || shared !== current) return;
      shared = undefined;
      current.connection.stop();
    },
  };
}
