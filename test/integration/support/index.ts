export { apiFetch, type ApiFetchOptions } from './api-fetch.js';
export { signIn, signInFresh } from './auth.js';
export { httpEvent, type HttpEventOptions } from './http-event.js';
export { localEnv, localUrls } from './local-stack.js';
export { ticketedSocketUrl, websocketTicket, type SocketUrls } from './websocket-ticket.js';
