import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import {
  issueWebsocketTicket,
  WEBSOCKET_TICKET_VALID_MS,
} from '../../../../functions/domains/identity/data/websocket-ticket.js';
import { recordSignOut } from '../../../../functions/domains/identity/data/session.js';
import { apiFetch, localUrls, websocketTicket } from '../../support/index.js';
import { createTenantUser, type TenantUser } from '../../support/tenant.js';

// The platform WebSocket opens with a single-use ticket from POST /api-me/websocketTicket, never with the access token
// in the URL (docs/realtime.md). Users of this file's own: a connection writes their presence, a test signs one out.
const user = await createTenantUser({ label: 'ws-ticket' });

const opened: WebSocket[] = [];
afterAll(() => opened.forEach((socket) => socket.close()));

/** Tries the upgrade with `query`: 101 when it opened (the socket is kept until the end), else the refusal's status. */
function upgrade(query: string): Promise<number> {
  const socket = new WebSocket(`${localUrls().websocket}?${query}`);
  return new Promise((resolve) => {
    socket.once('open', () => {
      opened.push(socket);
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', () => resolve(-1));
  });
}

const withTicket = (ticket: string) => upgrade(`ticket=${encodeURIComponent(ticket)}`);

/** The `iat` of a tenant user's token, as the ticket route stores it. */
const issuedAt = (owner: TenantUser) => owner.claims.iat as number;

describe('the WebSocket ticket', () => {
  it('is an unguessable value good for 60 seconds, and only for a signed-in caller', async () => {
    const response = await apiFetch('/api-me/websocketTicket', { method: 'POST', token: user.token });
    expect(response.status).toBe(200);
    const { ticket, validUntil } = (await response.json()) as { ticket: string; validUntil: string };
    // 32 random bytes, base64url.
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(validUntil) - Date.now()).toBeGreaterThan(WEBSOCKET_TICKET_VALID_MS - 10_000);
    expect(Date.parse(validUntil) - Date.now()).toBeLessThanOrEqual(WEBSOCKET_TICKET_VALID_MS);

    expect((await apiFetch('/api-me/websocketTicket', { method: 'POST' })).status).toBe(401);
  });

  it('opens one connection: the same ticket again is refused, also when two upgrades race for it', async () => {
    const ticket = await websocketTicket(localUrls().api, user.token);
    expect(await withTicket(ticket)).toBe(101);
    expect(await withTicket(ticket)).toBe(401);

    const raced = await websocketTicket(localUrls().api, user.token);
    expect((await Promise.all([withTicket(raced), withTicket(raced)])).sort()).toEqual([101, 401]);
  });

  it('refuses an expired ticket, an unknown one, none, and an access token in its place', async () => {
    // Issued long enough ago that its 60 s are over (the table's TTL may not have removed it yet).
    const { ticket: expired } = await issueWebsocketTicket({
      holder: { userId: user.id, username: user.username, tokenIssuedAt: issuedAt(user) },
      now: Date.now() - WEBSOCKET_TICKET_VALID_MS - 1000,
    });
    expect(await withTicket(expired)).toBe(401);
    expect(await withTicket('x'.repeat(43))).toBe(401);
    expect(await upgrade('')).toBe(401);
    expect(await upgrade(`token=${encodeURIComponent(user.token)}`)).toBe(401);
  });

  it('is refused once its user signed out, like the token it was asked for with', async () => {
    const leaving = await createTenantUser({ label: 'ws-ticket-out' });
    const ticket = await websocketTicket(localUrls().api, leaving.token);
    await recordSignOut({ userId: leaving.id, at: Date.now() });
    expect(await withTicket(ticket)).toBe(401);
  });
});
