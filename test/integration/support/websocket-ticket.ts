/**
 * The platform WebSocket opens with a single-use ticket, never the access token (docs/realtime.md): these ask for
 * one as the console does, `POST /api-me/websocketTicket` with the token. No vitest imports, so the benchmarks use
 * them too (with their own stack's URLs).
 */

/** The stack's addresses these need: the API's origin and the WebSocket's. */
export interface SocketUrls {
  readonly api: string;
  readonly websocket: string;
}

/** A fresh ticket for the token's user. */
export async function websocketTicket(apiUrl: string, token: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api-me/websocketTicket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`POST /api-me/websocketTicket answered ${response.status}`);
  return ((await response.json()) as { ticket: string }).ticket;
}

/** The platform WebSocket's address with `?ticket=`, for one connection of the token's user. */
export async function ticketedSocketUrl(urls: SocketUrls, token: string): Promise<string> {
  return `${urls.websocket}?ticket=${encodeURIComponent(await websocketTicket(urls.api, token))}`;
}
