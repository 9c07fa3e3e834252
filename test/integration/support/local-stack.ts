import { inject } from 'vitest';

/** The test stack's handler environment. */
export const localEnv = (): Record<string, string> => inject('localEnv');

/** The test stack's URLs (console/API origin, WebSocket, MQTT, engines, outbox). */
export const localUrls = () => inject('localUrls');
